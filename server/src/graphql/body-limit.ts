import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http-types';

/** The largest /graphql request body: a query (at most 2000 tokens) with its variables needs far less. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

const refusal = (c: Context<AppEnv>, status: 413 | 415, code: string, message: string) =>
  c.json({ errors: [{ message, extensions: { code } }] }, status);

/**
 * What HTTP GraphQL reads: a body of at most GRAPHQL_MAX_BODY_BYTES (413, from a declared Content-Length before
 * anything is read, otherwise while the body streams: reading stops at the limit), and never multipart (415): Yoga
 * would accept the GraphQL multipart upload spec, buffering the files; photo uploads go to the REST routes, which
 * stream them to disk.
 */
export function graphqlBodyLimit(maxBytes = GRAPHQL_MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => refusal(c as Context<AppEnv>, 413, 'PAYLOAD_TOO_LARGE', `Request body is too large (at most ${maxBytes} bytes)`),
  });
  return async (c, next) => {
    if (/^multipart\//i.test(c.req.header('content-type')?.trim() ?? '')) {
      return refusal(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Multipart requests are not accepted on /graphql; upload photos to the REST upload routes (/api/ai/models/:id/photos)');
    }
    return limit(c, next);
  };
}

// GraphQL Yoga's logger on ours. Yoga reports every error it masks through `error`, but also every error whose
// message the maskError of app.ts rewrites (our AppErrors, which the client sees); only the unexpected ones are
// errors here. Yoga knows nothing of the request: its id comes from the request scope the host runs it in.
import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import { AppError } from '@kadr/core/errors/app-error';
import type { Logger } from '@kadr/core/log/logger';
import { currentRequestId } from '@kadr/core/log/request-scope';

/** What the client was shown as 'Unexpected error.', with the field it came from; null for GraphQL's and our own errors. */
export function unexpectedCause(error: unknown): { cause: unknown; path?: string } | null {
  let cause = error;
  let path: string | undefined;
  while (cause instanceof GraphQLError) {
    path ??= cause.path?.join('.');
    if (!cause.originalError) return null; // a syntax or validation error, or one of ours thrown as a GraphQLError
    cause = cause.originalError;
  }
  return cause instanceof AppError ? null : { cause, path };
}

const message = (args: unknown[]) => args.filter((a): a is string => typeof a === 'string').join(' ') || 'graphql';

export function yogaLogger(base: Logger): YogaLogger {
  const log = () => {
    const requestId = currentRequestId();
    return requestId ? base.child({ requestId }) : base;
  };
  // Yoga may report one error twice (masking it, then answering with it).
  const reported = new WeakSet<object>();
  return {
    debug: (...args: unknown[]) => log().debug(message(args)),
    info: (...args: unknown[]) => log().info(message(args)),
    warn: (...args: unknown[]) => log().warn(message(args)),
    error: (...args: unknown[]) => {
      const unexpected = args.map(unexpectedCause).find((u) => u !== null);
      if (!unexpected) return log().debug({ errors: args.map(String) }, 'graphql error answered to the client');
      const { cause, path } = unexpected;
      if (typeof cause === 'object' && cause !== null) {
        if (reported.has(cause)) return;
        reported.add(cause);
      }
      log().error({ err: cause, path }, 'unexpected error in a GraphQL operation (masked)');
    },
  };
}

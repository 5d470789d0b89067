import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RateLimitedError } from '@kadr/core/errors/app-error';
import type { RequestContext } from '../../context';
import { scopeRefusal } from './api-scopes';
import { consumeKeyLimits } from './consume-key-limits';
import { graphqlScopeOf } from './graphql-scope-map';
import { operationCost, operationRoot } from './operation-facts';

/**
 * Why an API key may not run this operation (a FORBIDDEN GraphQLError naming the missing scope), or null: every root
 * field it executes must be allowed to the key (graphql-scope-map.ts), aliases and fragments resolved to field names.
 */
export function keyRefusal(document: DocumentNode, operationName: string | null | undefined, scopes: readonly string[]): GraphQLError | null {
  const op = operationRoot(document, operationName);
  if (!op) return null;
  for (const field of op.fields) {
    const message = scopeRefusal(`${op.root}.${field}`, graphqlScopeOf(op.root, field), scopes);
    if (message) return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
  return null;
}

/**
 * Yoga plugin: a request made with an API key runs only the root fields its scopes allow, and counts against the
 * key's request rate and GraphQL cost budget (consume-key-limits.ts). Session tokens and visitors pass untouched.
 */
export function useApiKeyGuard(schema: GraphQLSchema): Plugin<RequestContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext;
      const actor = ctx.viewer?.actor;
      if (actor?.kind !== 'apiKey') return;
      const refusal = keyRefusal(args.document, args.operationName, actor.scopes);
      if (refusal) return setResultAndStopExecution({ errors: [refusal] });
      try {
        await consumeKeyLimits(ctx.services, actor.keyId, operationCost(schema, args.document));
      } catch (err) {
        if (!(err instanceof RateLimitedError)) throw err;
        const retryAfter = String(err.retryAfterSeconds);
        setResultAndStopExecution({
          errors: [new GraphQLError(`${err.message}: this API key is over its limit; retry after ${retryAfter} s`, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: err.retryAfterSeconds, http: { status: 429, headers: { 'Retry-After': retryAfter } } },
          })],
        });
      }
    },
  };
}

import type { Services } from '../../services';

/**
 * A key's own limits, shared by every API process (buckets in PostgreSQL, one statement): API_KEY_RATE_LIMIT_PER_MINUTE
 * requests (GraphQL and REST together) and, for GraphQL, API_KEY_COST_PER_MINUTE of graphql-armor's operation cost.
 * Over either: RateLimitedError (429 with Retry-After: the seconds until the minute ends).
 */
export async function consumeKeyLimits(services: Pick<Services, 'env' | 'rateLimiter'>, keyId: string, cost: number): Promise<void> {
  const { env } = services;
  await services.rateLimiter.consumeAmounts(
    { key: `api-key:${keyId}:requests`, limit: env.API_KEY_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
    ...(cost > 0 ? [{ key: `api-key:${keyId}:cost`, limit: env.API_KEY_COST_PER_MINUTE, windowSeconds: 60, amount: cost }] : []),
  );
}

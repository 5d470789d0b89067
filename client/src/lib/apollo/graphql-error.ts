import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The code the server gave a GraphQL error it threw (extensions.code of our AppErrors), if any. */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

import { graphql } from '../../../gql';

/** The scopes a key can be given (public). */
export const ApiScopesQuery = graphql(`
  query ApiScopes {
    apiScopes {
      scope
      description
    }
  }
`);

export const ApiKeyFields = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    scopes
    teamId
    expiresAt
    lastUsedAt
    revokedAt
    createdAt
  }
`);

/** The user's keys and, for team admins, their current team's; newest first. */
export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!, $scopes: [String!]!, $expiresAt: DateTime, $teamId: ID) {
    createApiKey(name: $name, scopes: $scopes, expiresAt: $expiresAt, teamId: $teamId) {
      key
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

import { graphql } from '../../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      fullName
      avatarUrl
      creditsBalance
      plan
      locale
      marketingOptIn
      isAdmin
      emailConfirmed
      currentTeamId
      createdAt
      updatedAt
    }
  }
`);

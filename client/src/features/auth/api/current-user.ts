import { graphql } from '../../../gql';

/** The signed-in user as the session keeps it (SessionUser): the cache's `me`, read by the auth context. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      email
      fullName
      avatarUrl
      creditsBalance
      createdAt
      plan
      locale
      marketingOptIn
      isAdmin
      emailConfirmed
      currentTeamId
    }
  }
`);

/** The balance, once on subscribing and after every change; the cache merges it into the cached user. */
export const CreditsChangedSubscription = graphql(`
  subscription CreditsChanged {
    creditsChanged {
      user {
        id
        creditsBalance
      }
    }
  }
`);

import { graphql } from '../../../gql';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        user {
          id
          fullName
          marketingOptIn
          locale
          updatedAt
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

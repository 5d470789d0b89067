import { graphql } from '../../../gql';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountSuccess {
        deletionId
      }
      ... on TeamHandoverRequiredError {
        teams {
          id
          name
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

import { graphql } from '../../../gql';

/** A new image from a selected one with its background replaced; delivered through a 'background' headshot job. */
export const ChangeBackgroundMutation = graphql(`
  mutation ChangeBackground($input: ChangeBackgroundInput!) {
    changeBackground(input: $input) {
      __typename
      ... on ChangeBackgroundPayload {
        jobId
        cost
        job {
          ...HeadshotJobFields
        }
      }
      ...GenerationRefusalFields
    }
  }
`);

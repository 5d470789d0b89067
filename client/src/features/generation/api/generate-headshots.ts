import { graphql } from '../../../gql';

export const GenerateHeadshotsMutation = graphql(`
  mutation GenerateHeadshots($input: GenerateHeadshotsInput!) {
    generateHeadshots(input: $input) {
      __typename
      ... on GenerateHeadshotsPayload {
        jobId
        cost
        promptNotes {
          code
          clause
        }
        honoured {
          background
          mood
        }
        job {
          ...HeadshotJobFields
        }
      }
      ...GenerationRefusalFields
    }
  }
`);

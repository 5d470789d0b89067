import { graphql } from '../../gql';

/** What the card shows of a first look: its progress and its previews with their likeness. */
export const FirstLookJobFieldsFragment = graphql(`
  fragment FirstLookJobFields on HeadshotJob {
    id
    status
    stage
    progress
    cost
    count
    preview
    errorMessage
    images {
      id
      status
      preview
      identityScore
      identityFlagged
      imageUrl
      thumbnailUrl
    }
  }
`);

export const FirstLookQuery = graphql(`
  query FirstLook($modelId: ID!) {
    firstLookOffer {
      engine
      costPerImage
      defaultImages
      minPhotos
    }
    firstLook(modelId: $modelId) {
      ...FirstLookJobFields
    }
  }
`);

export const StartFirstLookMutation = graphql(`
  mutation StartFirstLook($input: StartFirstLookInput!) {
    startFirstLook(input: $input) {
      __typename
      ... on StartFirstLookPayload {
        jobId
        job {
          ...FirstLookJobFields
        }
      }
      ... on Error {
        code
        message
      }
      ... on InsufficientCreditsError {
        needed
        available
      }
    }
  }
`);

export const FirstLookUpdatedSubscription = graphql(`
  subscription FirstLookUpdated($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) {
      ...FirstLookJobFields
    }
  }
`);

import { graphql } from '../../../gql';

/** What the generator shows of an image; the job and the gallery list select the same, so the cache stays whole. */
export const HeadshotImageFieldsFragment = graphql(`
  fragment HeadshotImageFields on HeadshotImage {
    id
    jobId
    kind
    status
    prompt
    style
    quality
    aspectRatio
    width
    height
    identityScore
    identityFlagged
    errorCode
    preview
    likeness
    mayNotLookLikeYou
    usable
    unusableReason
    imageUrl
    thumbnailUrl
    createdAt
  }
`);

/** A headshot (or background) job: the spec's progress label, progress and its images so far. */
export const HeadshotJobFieldsFragment = graphql(`
  fragment HeadshotJobFields on HeadshotJob {
    id
    status
    stage
    progress
    cost
    count
    promptNotes {
      code
      clause
    }
    errorMessage
    deliveredCount
    usableCount
    likenessMean
    images {
      ...HeadshotImageFields
    }
    createdAt
    finishedAt
  }
`);

/** What every generation mutation reads of a refusal (see shared/generation-failure.ts, which words it). */
export const GenerationRefusalFieldsFragment = graphql(`
  fragment GenerationRefusalFields on Error {
    code
    message
    ... on InsufficientCreditsError {
      needed
      available
    }
    ... on ValidationError {
      fieldErrors {
        path
        message
      }
    }
  }
`);

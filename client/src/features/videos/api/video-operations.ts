import { graphql } from '../../../gql';

export const VideoFieldsFragment = graphql(`
  fragment VideoFields on Video {
    id
    jobId
    status
    prompt
    style
    durationSec
    quality
    sourceImageId
    videoUrl
    posterUrl
    width
    height
    errorMessage
    createdAt
  }
`);

export const VideoJobFieldsFragment = graphql(`
  fragment VideoJobFields on VideoJob {
    id
    status
    stage
    progress
    cost
    errorMessage
    video {
      ...VideoFields
    }
    createdAt
    finishedAt
  }
`);

/** The signed-in user's videos, newest first, a page at a time (`first` left to the server's default of 50). */
export const VideosQuery = graphql(`
  query Videos($first: Int, $after: String) {
    videos(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...VideoFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const VideoJobQuery = graphql(`
  query VideoJob($id: ID!) {
    videoJob(id: $id) {
      ...VideoJobFields
    }
  }
`);

export const VideoJobUpdatedSubscription = graphql(`
  subscription VideoJobUpdated($jobId: ID!) {
    videoJobUpdated(jobId: $jobId) {
      ...VideoJobFields
    }
  }
`);

export const GenerateVideoMutation = graphql(`
  mutation GenerateVideo($input: GenerateVideoInput!) {
    generateVideo(input: $input) {
      __typename
      ... on GenerateVideoPayload {
        jobId
        cost
        job {
          ...VideoJobFields
        }
      }
      ...GenerationRefusalFields
    }
  }
`);

export const DeleteVideoMutation = graphql(`
  mutation DeleteVideo($id: ID!) {
    deleteVideo(id: $id) {
      __typename
      ... on DeleteVideoPayload {
        deletedId
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

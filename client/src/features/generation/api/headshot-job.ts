import { graphql } from '../../../gql';

export const HeadshotJobQuery = graphql(`
  query HeadshotJob($id: ID!) {
    headshotJob(id: $id) {
      ...HeadshotJobFields
    }
  }
`);

/** Every change of one job (stage, progress, a new image, the end); the cache takes it, so the screen follows. */
export const HeadshotJobUpdatedSubscription = graphql(`
  subscription HeadshotJobUpdated($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) {
      ...HeadshotJobFields
    }
  }
`);

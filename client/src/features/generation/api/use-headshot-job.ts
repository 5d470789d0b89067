import { useSubscription } from '@apollo/client/react';
import type { HeadshotJobFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { useJobWatch } from '../shared/use-live-job';
import { HeadshotJobQuery, HeadshotJobUpdatedSubscription } from './headshot-job';

/**
 * One headshot (or background) job, followed live: the subscription's answers land in the cache, which this
 * query reads; `onFinished` runs once when it succeeds or fails.
 */
export function useHeadshotJob(jobId: string | null, onFinished: (job: HeadshotJobFieldsFragment) => void) {
  const { data, startPolling, stopPolling } = useAppQuery(HeadshotJobQuery, { variables: { id: jobId ?? '' }, skip: !jobId });
  const job = jobId && data?.headshotJob?.id === jobId ? data.headshotJob : null;
  const { running } = useJobWatch(job, { startPolling, stopPolling }, onFinished);
  useSubscription(HeadshotJobUpdatedSubscription, { variables: { jobId: jobId ?? '' }, skip: !jobId || (job !== null && !running) });
  return job;
}

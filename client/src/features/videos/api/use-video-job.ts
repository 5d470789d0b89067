import { useSubscription } from '@apollo/client/react';
import type { VideoJobFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { useJobWatch } from '../../generation';
import { VideoJobQuery, VideoJobUpdatedSubscription } from './video-operations';

/** One video job, followed live through the cache (see useHeadshotJob); `onFinished` runs once at its end. */
export function useVideoJob(jobId: string | null, onFinished: (job: VideoJobFieldsFragment) => void) {
  const { data, startPolling, stopPolling } = useAppQuery(VideoJobQuery, { variables: { id: jobId ?? '' }, skip: !jobId });
  const job = jobId && data?.videoJob?.id === jobId ? data.videoJob : null;
  const { running } = useJobWatch(job, { startPolling, stopPolling }, onFinished);
  useSubscription(VideoJobUpdatedSubscription, { variables: { jobId: jobId ?? '' }, skip: !jobId || (job !== null && !running) });
  return job;
}

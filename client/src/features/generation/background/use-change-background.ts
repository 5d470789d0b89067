import { useMutation } from '@apollo/client/react';
import type { BackgroundMode } from '../../../gql/graphql';
import { ChangeBackgroundMutation } from '../api/change-background';
import { HeadshotJobQuery } from '../api/headshot-job';
import { failureOf } from '../shared/generation-failure';
import { useFailureToast } from '../shared/use-failure-toast';

export interface BackgroundRequest {
  imageId: string | null;
  mode: BackgroundMode;
  color: string;
  blurStrength: number;
}

/** Starts a background change; answers the job id, or null after showing why it was refused. */
export function useChangeBackground() {
  const toastFailure = useFailureToast();
  const [mutate, { loading, client }] = useMutation(ChangeBackgroundMutation);

  const change = async ({ imageId, mode, color, blurStrength }: BackgroundRequest): Promise<string | null> => {
    if (!imageId) {
      toastFailure({ kind: 'noImage' });
      return null;
    }
    try {
      const input = mode === 'solid' ? { imageId, mode, color } : mode === 'blur' ? { imageId, mode, blurStrength } : { imageId, mode };
      const { data } = await mutate({ variables: { input } });
      const result = data?.changeBackground;
      if (result?.__typename === 'ChangeBackgroundPayload') {
        client.writeQuery({ query: HeadshotJobQuery, variables: { id: result.jobId }, data: { headshotJob: result.job } });
        return result.jobId;
      }
      toastFailure(failureOf(result));
    } catch {
      toastFailure({ kind: 'unknown' });
    }
    return null;
  };

  return { change, loading };
}

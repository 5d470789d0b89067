import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { VideoQuality } from '../../../gql/graphql';
import { failureOf, type GenerationFailure } from '../../generation';
import { GeneratorOptionsQuery, useFailureToast } from '../../generation';
import { GenerateVideoMutation, VideoJobQuery } from './video-operations';

export interface VideoRequest {
  prompt: string;
  style: string;
  duration: number;
  quality: VideoQuality;
  sourceImageId: string | null;
}

/** Starts a video job; answers its id, or null after showing why it was refused (spec §8 Generation). */
export function useGenerateVideo(modelId: string) {
  const toastFailure = useFailureToast();
  const [mutate, { loading, client }] = useMutation(GenerateVideoMutation);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);

  const fail = (f: GenerationFailure) => {
    setFailure(f);
    toastFailure(f);
    return null;
  };

  const generate = async (request: VideoRequest): Promise<string | null> => {
    setFailure(null);
    if (!request.prompt.trim()) return fail({ kind: 'emptyPrompt' });
    try {
      const { data } = await mutate({ variables: { input: { ...request, prompt: request.prompt.trim(), modelId } } });
      const result = data?.generateVideo;
      if (result?.__typename === 'GenerateVideoPayload') {
        client.writeQuery({ query: VideoJobQuery, variables: { id: result.jobId }, data: { videoJob: result.job } });
        return result.jobId;
      }
      const failure = failureOf(result);
      // The server can no longer make videos: re-read that, so the form gives way to the notice.
      if (failure.kind === 'videoUnavailable') void client.refetchQueries({ include: [GeneratorOptionsQuery] }).catch(() => undefined);
      return fail(failure);
    } catch {
      return fail({ kind: 'unknown' });
    }
  };

  return { generate, loading, failure };
}

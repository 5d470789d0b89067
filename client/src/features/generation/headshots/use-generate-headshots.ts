import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { HeadshotQuality } from '../../../gql/graphql';
import { GenerateHeadshotsMutation } from '../api/generate-headshots';
import { HeadshotJobQuery } from '../api/headshot-job';
import { failureOf, type GenerationFailure } from '../shared/generation-failure';
import { useFailureToast } from '../shared/use-failure-toast';

export interface HeadshotRequest {
  prompt: string;
  negativePrompt: string;
  style: string;
  quality: HeadshotQuality;
  /** 0 … 1 */
  styleIntensity: number;
  numberOfImages: number;
  aspectRatio: string;
}

/** What the answer said about the prompt, kept beside the job it started. */
export interface StartedJob {
  jobId: string;
  cost: number;
  promptNotes: { code: string; clause: string | null }[];
  honoured: { background: string | null; mood: string | null };
}

/** Starts a headshot job; a refusal is shown as a toast and kept for the form (spec §8 Generation). */
export function useGenerateHeadshots(modelId: string) {
  const toastFailure = useFailureToast();
  const [mutate, { loading, client }] = useMutation(GenerateHeadshotsMutation);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);

  const fail = (f: GenerationFailure) => {
    setFailure(f);
    toastFailure(f);
    return null;
  };

  const generate = async (request: HeadshotRequest): Promise<StartedJob | null> => {
    setFailure(null);
    if (!request.prompt.trim()) return fail({ kind: 'emptyPrompt' });
    try {
      const { data } = await mutate({
        variables: { input: { ...request, prompt: request.prompt.trim(), negativePrompt: request.negativePrompt.trim() || null, modelId } },
      });
      const result = data?.generateHeadshots;
      if (result?.__typename === 'GenerateHeadshotsPayload') {
        // The job's screen reads it through this query: seed it, so progress shows before the first poll.
        client.writeQuery({ query: HeadshotJobQuery, variables: { id: result.jobId }, data: { headshotJob: result.job } });
        return { jobId: result.jobId, cost: result.cost, promptNotes: result.promptNotes, honoured: result.honoured };
      }
      return fail(failureOf(result));
    } catch {
      return fail({ kind: 'unknown' });
    }
  };

  return { generate, loading, failure };
}

import type { Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { TrainingArtifact } from '../training/train-model.contract';
import type { TrainingProviderName } from '@kadr/core/jobs/training-job';
import { TrainingCanceled } from '../training/train-model.pipeline';
import { stopError, wasCanceled } from './job-stop';

/**
 * Where a model is trained: `local` builds the identity profile on this machine's CPU, `replicate` trains a LoRA
 * remotely. The training activity picks one by the job's `provider` and hands it the model's usable photos.
 *
 * Errors: `TrainingCanceled` when `ctx.signal` aborts because the job was canceled, the signal's JobStopped when it
 * aborts for any other reason (a worker shutdown, a lost attempt: the retry resumes a remote training, which is left
 * running), `TrainingError(PROVIDER_FAILED, message)` for a failure the user should read (both from
 * train-model.pipeline.ts); anything else is an internal error. `trainingStopped` says which of the first two.
 */

export interface TrainingPhoto {
  id: string;
  /** The normalized JPEG in the store. */
  key: string;
  /** The upload check's score, 0..100; null when it left none. */
  qualityScore: number | null;
}

export interface TrainingContext {
  store: ObjectStore;
  /** Aborts when the attempt must stop; its reason (a JobStopped) says whether the job was canceled (job-stop.ts). */
  signal: AbortSignal;
  /** 0..100 of this step. */
  reportProgress(percent: number): Promise<void>;
  /** The job's logger (its id, and its request's); stdout at info when absent. */
  log?: Logger;
  /**
   * False when the provider may only resume a run this job already started there, never start one (it is paused,
   * or its circuit is open): with none to resume, the provider throws ProviderUnavailable and starts nothing.
   * Absent: true.
   */
  mayStart?: boolean;
}

export interface TrainingRequest {
  userId: string;
  modelId: string;
  jobId: string;
  photos: TrainingPhoto[];
}

export interface TrainingProvider {
  readonly name: TrainingProviderName;
  train(req: TrainingRequest, ctx: TrainingContext): Promise<TrainingArtifact>;
}

/** What a provider throws when `signal` has aborted: TrainingCanceled for a canceled job, else the stop itself. */
export function trainingStopped(signal: AbortSignal): Error {
  return wasCanceled(signal) ? new TrainingCanceled() : stopError(signal);
}

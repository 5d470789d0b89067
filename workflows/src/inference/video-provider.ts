import type { Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { VideoProviderName, VideoQuality, VideoStyle } from '@kadr/core/jobs/video-job';

/**
 * Where a profile video is made from its first frame: `local` animates the headshot with ffmpeg on this CPU,
 * `replicate` runs an image-to-video model remotely. The video activity picks one by the job's `provider`.
 *
 * Errors: `VideoProviderError` for a failure the user should read (the job fails with its message); anything else
 * is an internal error the runner may retry.
 */

export interface VideoRequest {
  jobId: string;
  userId: string;
  /** The first frame (a JPEG headshot) in the store. */
  frameKey: string;
  /** The person mask of the frame (greyscale PNG, same size) when the frame's engine gave one. */
  maskKey: string | null;
  prompt: string;
  durationSeconds: number;
  quality: VideoQuality;
  /** The camera move, for engines that take one (the local engine). */
  motion: VideoStyle;
}

export interface VideoContext {
  store: ObjectStore;
  /**
   * Aborts when the attempt must stop; its reason (a JobStopped, job-stop.ts) says why. A remote run is canceled at
   * the provider only when the job was canceled; on any other stop it is left running for the retry to resume.
   */
  signal: AbortSignal;
  /** 0..1 of the render, never decreasing. */
  reportProgress(fraction: number): void;
  /** The remote run this job started on an earlier attempt (ai_jobs.provider_ref), to resume instead of paying twice. */
  providerRef: string | null;
  /** Records the remote run before waiting for it. */
  saveProviderRef(ref: string): Promise<void>;
  /** The job's logger (its id, and its request's); stdout at info when absent. */
  log?: Logger;
  /** False: only resume the run at `providerRef`, never start one (TrainingContext.mayStart). Absent: true. */
  mayStart?: boolean;
}

export interface RenderedVideo {
  /** H.264 MP4. */
  mp4: Buffer;
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
}

export interface VideoProvider {
  readonly name: VideoProviderName;
  render(req: VideoRequest, ctx: VideoContext): Promise<RenderedVideo>;
}

/** A failure the user should read; the job fails with this message. */
export class VideoProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoProviderError';
  }
}

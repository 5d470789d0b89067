// The video generation job's contract, shared by the runners and the activities. What the API shares with them
// (the input, qualities, durations, cost, the failure wording) is core's: core/src/jobs/video-job.ts; the video
// keys are core/src/media/media-keys.ts.

/** pg-boss queue name. */
export const GENERATE_VIDEO_QUEUE = 'generate-video';
/** Temporal: workflow type, task queue, and workflow id (one run per job). */
export const GENERATE_VIDEO_WORKFLOW = 'generateVideo';
export const VIDEO_TASK_QUEUE = 'video';
export const videoWorkflowId = (jobId: string) => `video-${jobId}`;

/** The first frame, in the store at `videoKeys(...).frame` (and its person mask when the headshot engine made one). */
export interface PreparedFrame {
  frameKey: string;
  maskKey: string | null;
}

/** The provider's MP4, in the store at `videoKeys(...).video`. */
export interface ProcessedVideo {
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
  bytes: number;
}

export type GenerateVideoResult = { status: 'succeeded'; videoId: string } | { status: 'failed'; message: string };

export const VIDEO_DELETED_MESSAGE = 'The video was deleted before it was ready';
export const SOURCE_IMAGE_GONE_MESSAGE = 'The selected image is no longer available';

// The background change job's contract, shared by the runners and the activities. What the API shares with them
// (the input, the modes, the failure wording) is core's: core/src/jobs/background-job.ts.

/** pg-boss queue name. */
export const CHANGE_BACKGROUND_QUEUE = 'change-background';
/** Temporal: workflow type, task queue, and workflow id (one run per job). */
export const CHANGE_BACKGROUND_WORKFLOW = 'changeBackground';
export const BACKGROUND_TASK_QUEUE = 'background';
export const backgroundWorkflowId = (jobId: string) => `background-${jobId}`;

/** The changed picture, in the store at the new image's key. */
export interface ProcessedBackground {
  width: number;
  height: number;
}

export type ChangeBackgroundResult = { status: 'succeeded'; imageId: string } | { status: 'failed'; message: string };

/** The spec's generation progress labels (§4), in order; 'processing' reads "AI processing". */
export const JOB_STAGES = ['starting', 'preparing', 'processing', 'rendering', 'finalizing', 'completed'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

const isStage = (value: string): value is JobStage => (JOB_STAGES as readonly string[]).includes(value);

/** The label to show for a job: its stage, 'completed' once it succeeded, 'failed' once it failed. */
export function stageLabelId(job: { status: string; stage?: string | null }): string {
  if (job.status === 'failed') return 'generator.stage.failed';
  if (job.status === 'succeeded') return 'generator.stage.completed';
  return `generator.stage.${job.stage && isStage(job.stage) ? job.stage : 'starting'}`;
}

export function isJobFinished(status: string): boolean {
  return status === 'succeeded' || status === 'failed';
}

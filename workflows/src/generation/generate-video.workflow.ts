// The Temporal wrapper of the video job. Bundled into Temporal's deterministic sandbox: import only the
// contract, the pipeline, the shared workflow steps and @temporalio/workflow here (never I/O or clocks).
import { proxyActivities } from '@temporalio/workflow';
import type { GenerateVideoResult } from './generate-video.contract';
import type { GenerateVideoInput } from '@kadr/core/jobs/video-job';
import { generateVideoPipeline, type VideoSteps } from './generate-video.pipeline';
import { COMMON, HEARTBEAT_TIMEOUT, SETTLING_RETRY, settling, step, STEP_RETRY } from './generation-workflow-steps';

// Stage writes, the capture.
const short = proxyActivities<VideoSteps>({ ...COMMON, startToCloseTimeout: '2 minutes', retry: STEP_RETRY });

// Work on this CPU: the first frame (maybe a headshot rendered from the model, a few tries), then probing the MP4
// and its poster. Both heartbeat.
const local = proxyActivities<VideoSteps>({ ...COMMON, startToCloseTimeout: '15 minutes', heartbeatTimeout: HEARTBEAT_TIMEOUT, retry: STEP_RETRY });

// The provider's render: a minute with ffmpeg here, a remote model may queue for long (pg-boss lets a video job
// run 3 h). It heartbeats on every progress report and in between; its cancellation signal stops the render.
const provider = proxyActivities<VideoSteps>({ ...COMMON, startToCloseTimeout: '3 hours', heartbeatTimeout: HEARTBEAT_TIMEOUT, retry: STEP_RETRY });

// Settling also drops the job's files.
const settle = proxyActivities<VideoSteps>({ ...COMMON, startToCloseTimeout: '2 minutes', retry: SETTLING_RETRY });

/** The video job on Temporal: the shared pipeline over activities. Workflow id: videoWorkflowId(jobId). */
export async function generateVideo(input: GenerateVideoInput): Promise<GenerateVideoResult> {
  const steps: VideoSteps = {
    setStage: step(short.setStage),
    prepare: step(local.prepare),
    process: step(provider.process),
    render: step(local.render),
    capture: step(short.capture),
    complete: settling(settle.complete),
    fail: settling(settle.fail),
  };
  return generateVideoPipeline(input, steps);
}

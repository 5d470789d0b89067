// The Temporal wrapper of the headshot job. Bundled into Temporal's deterministic sandbox: import only the
// contract, the pipeline, the shared workflow steps and @temporalio/workflow here (never I/O or clocks).
import { proxyActivities } from '@temporalio/workflow';
import type { GenerateHeadshotsResult } from './generate-headshots.contract';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { generateHeadshotsPipeline, type GenerationSteps } from './generate-headshots.pipeline';
import { COMMON, HEARTBEAT_TIMEOUT, SETTLING_RETRY, settling, step, STEP_RETRY } from './generation-workflow-steps';

// Stage writes, reading the model, an image's thumbnail and row, a capture.
const short = proxyActivities<GenerationSteps>({ ...COMMON, startToCloseTimeout: '2 minutes', retry: STEP_RETRY });

// One image: seconds on the local engine, a Replicate prediction may queue for minutes. It heartbeats, and its
// cancellation signal stops a running prediction.
const engine = proxyActivities<GenerationSteps>({ ...COMMON, startToCloseTimeout: '30 minutes', heartbeatTimeout: HEARTBEAT_TIMEOUT, retry: STEP_RETRY });

const settle = proxyActivities<GenerationSteps>({ ...COMMON, startToCloseTimeout: '1 minute', retry: SETTLING_RETRY });

/** The headshot job on Temporal: the shared pipeline over activities. Workflow id: generationWorkflowId(jobId). */
export async function generateHeadshots(input: GenerateHeadshotsInput): Promise<GenerateHeadshotsResult> {
  const steps: GenerationSteps = {
    setStage: step(short.setStage),
    prepare: step(short.prepare),
    processImage: step(engine.processImage),
    renderImage: step(short.renderImage),
    captureImage: step(short.captureImage),
    complete: settling(settle.complete),
    fail: settling(settle.fail),
  };
  return generateHeadshotsPipeline(input, steps);
}

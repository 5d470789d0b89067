// The Temporal wrapper of the background change job. Bundled into Temporal's deterministic sandbox: import only
// the contract, the pipeline, the shared workflow steps and @temporalio/workflow here (never I/O or clocks).
import { proxyActivities } from '@temporalio/workflow';
import type { ChangeBackgroundResult } from './change-background.contract';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { changeBackgroundPipeline, type BackgroundSteps } from './change-background.pipeline';
import { COMMON, HEARTBEAT_TIMEOUT, SETTLING_RETRY, settling, step, STEP_RETRY } from './generation-workflow-steps';

// Stage writes, checking the source, the thumbnail and row, the capture.
const short = proxyActivities<BackgroundSteps>({ ...COMMON, startToCloseTimeout: '2 minutes', retry: STEP_RETRY });

// Segmentation and compositing on this CPU: seconds. It heartbeats, so a worker that died is noticed early.
const engine = proxyActivities<BackgroundSteps>({ ...COMMON, startToCloseTimeout: '15 minutes', heartbeatTimeout: HEARTBEAT_TIMEOUT, retry: STEP_RETRY });

const settle = proxyActivities<BackgroundSteps>({ ...COMMON, startToCloseTimeout: '1 minute', retry: SETTLING_RETRY });

/** The background change on Temporal: the shared pipeline over activities. Workflow id: backgroundWorkflowId(jobId). */
export async function changeBackground(input: ChangeBackgroundInput): Promise<ChangeBackgroundResult> {
  const steps: BackgroundSteps = {
    setStage: step(short.setStage),
    prepare: step(short.prepare),
    process: step(engine.process),
    render: step(short.render),
    capture: step(short.capture),
    complete: settling(settle.complete),
    fail: settling(settle.fail),
  };
  return changeBackgroundPipeline(input, steps);
}

// Replays hand-built histories (see __fixtures__/write-histories.ts) through the real Temporal worker core: the
// workflow must send exactly the recorded commands, in order, and return the expected result. No server needed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DefaultLogger, Runtime, Worker, bundleWorkflowCode, type InjectedSinks, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainingWorkflowsPath } from '../temporal/worker';
import type { ResultSinks } from '../temporal/__fixtures__/record-result.interceptor';
import { TrainingFailure } from './train-model.contract';

const path = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const history = (name: string) => JSON.parse(readFileSync(path(`./__fixtures__/train-model.${name}.json`), 'utf8')) as unknown;

let bundle: WorkflowBundleWithSourceMap;
let reordered: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  // Quiet: the rejected replays below make the core log the (expected) nondeterminism at WARN.
  const logger = new DefaultLogger('ERROR');
  Runtime.install({ logger, telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } } });
  bundle = await bundleWorkflowCode({
    workflowsPath: trainingWorkflowsPath,
    workflowInterceptorModules: [path('../temporal/__fixtures__/record-result.interceptor.ts')],
    logger,
  });
  reordered = await bundleWorkflowCode({ workflowsPath: path('./__fixtures__/reordered.workflow.ts'), logger });
}, 60_000);

/** Replays one history; resolves with the result the workflow returned. */
async function replay(name: string, workflowBundle = bundle): Promise<unknown> {
  const results: unknown[] = [];
  const sinks: InjectedSinks<ResultSinks> = {
    recorder: { result: { fn: (_info, value) => void results.push(value), callDuringReplay: true } },
  };
  await Worker.runReplayHistory({ workflowBundle, sinks }, history(name), 'training-model-1');
  return results.at(-1);
}

describe('trainModel workflow (replay)', () => {
  it('bundles only the workflow, the pipeline and the contract: no server code in the sandbox', () => {
    const ours = new Set(bundle.code.match(/\.\/(?:workflows|server)\/src\/[\w./-]+\.ts\b/g));
    expect([...ours].filter((m) => !m.includes('__fixtures__')).sort()).toEqual([
      './workflows/src/training/train-model.contract.ts',
      './workflows/src/training/train-model.pipeline.ts',
      './workflows/src/training/train-model.workflow.ts',
    ]);
  });

  it('replays a successful training and returns the artifact', async () => {
    expect(await replay('succeeded')).toEqual({
      status: 'succeeded',
      artifact: { artifactKey: 'users/user-1/models/model-1/weights.json', providerRef: 'r8-123', triggerWord: 'KADR1' },
    });
  });

  it("runs `fail` with the provider's failure type and message when training fails", async () => {
    expect(await replay('provider-failed')).toEqual({
      status: 'failed',
      failure: TrainingFailure.PROVIDER_FAILED,
      message: 'Replicate: training failed (CUDA out of memory)',
    });
  });

  it('waits for the running training to stop, then runs `cancel` when the workflow is cancelled', async () => {
    expect(await replay('canceled-during-train')).toEqual({ status: 'canceled' });
  });

  it('runs `cancel` even when the cancel arrives during a short step that then succeeds', async () => {
    expect(await replay('canceled-while-preparing')).toEqual({ status: 'canceled' });
  });

  it('rejects workflow code that calls the activities in another order', async () => {
    await expect(replay('succeeded', reordered)).rejects.toThrow(DeterminismViolationError);
  });

  it('rejects a history whose settling step does not match the outcome', async () => {
    // A provider failure followed by `cancel` instead of `fail`: the workflow would never do that.
    const altered = history('provider-failed') as { events: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }[] };
    altered.events.filter((e) => e.activityTaskScheduledEventAttributes).at(-1)!.activityTaskScheduledEventAttributes!.activityType.name = 'cancel';
    await expect(Worker.runReplayHistory({ workflowBundle: bundle }, altered, 'training-model-1')).rejects.toThrow(DeterminismViolationError);
  });
});

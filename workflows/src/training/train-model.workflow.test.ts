// Replays hand-built histories (see __fixtures__/write-histories.ts) through the real Temporal worker core: the
// workflow must send exactly the recorded commands, in order, and return the expected result. No server needed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainingWorkflowsPath } from '../temporal/worker';
import { bundlesForReplay, replayResult, type ReplayBundles } from '../temporal/__fixtures__/replay-bundles';
import { TrainingFailure } from '@kadr/core/jobs/training-job';

const path = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const history = (name: string) => JSON.parse(readFileSync(path(`./__fixtures__/train-model.${name}.json`), 'utf8')) as unknown;

let bundles: ReplayBundles;

beforeAll(async () => {
  bundles = await bundlesForReplay(trainingWorkflowsPath, path('./__fixtures__/reordered.workflow.ts'));
}, 60_000);

const replay = (name: string, workflowBundle = bundles.bundle) => replayResult(workflowBundle, history(name), 'training-model-1');

describe('trainModel workflow (replay)', () => {
  it('bundles only the workflow, the pipeline and the contract: no server code in the sandbox', () => {
    const ours = new Set(bundles.bundle.code.match(/\.\/(?:workflows|server)\/src\/[\w./-]+\.ts\b/g));
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
    await expect(replay('succeeded', bundles.reordered)).rejects.toThrow(DeterminismViolationError);
  });

  it('rejects a history whose settling step does not match the outcome', async () => {
    // A provider failure followed by `cancel` instead of `fail`: the workflow would never do that.
    const altered = history('provider-failed') as { events: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }[] };
    altered.events.filter((e) => e.activityTaskScheduledEventAttributes).at(-1)!.activityTaskScheduledEventAttributes!.activityType.name = 'cancel';
    await expect(Worker.runReplayHistory({ workflowBundle: bundles.bundle }, altered, 'training-model-1')).rejects.toThrow(DeterminismViolationError);
  });
});

// Replays hand-built histories (see __fixtures__/write-histories.ts) of the three generation workflows through
// the real Temporal worker core, from the bundle the generation workers run: each workflow must send exactly the
// recorded commands, in order, and return the expected result. No server needed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlesForReplay, replayResult, type ReplayBundles } from '../temporal/__fixtures__/replay-bundles';
import { generationWorkflowsPath } from '../temporal/worker';
import { VIDEO_REFUSED } from './__fixtures__/write-histories';
import { NO_IMAGES_MESSAGE } from '@kadr/core/jobs/headshot-job';
import { MODEL_NOT_READY_MESSAGE } from './model-profile';

const path = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const history = (name: string) => JSON.parse(readFileSync(path(`./__fixtures__/${name}.json`), 'utf8')) as unknown;

let bundles: ReplayBundles;

beforeAll(async () => {
  bundles = await bundlesForReplay(generationWorkflowsPath, path('./__fixtures__/reordered.workflow.ts'));
}, 60_000);

const replay = (name: string, workflowBundle = bundles.bundle) => replayResult(workflowBundle, history(name), 'generation-1');

describe('generation workflows bundle', () => {
  it('holds only the workflows, pipelines and contracts, and the pure core modules of what jobs share with the API', () => {
    const ours = new Set(bundles.bundle.code.match(/\.\/(?:workflows|server|core)\/src\/[\w./-]+\.ts\b/g));
    expect([...ours].filter((m) => !m.includes('__fixtures__')).sort()).toEqual([
      // Each job's failure wording and per-item costs: constants, no I/O.
      './core/src/jobs/background-job.ts',
      './core/src/jobs/headshot-job.ts',
      './core/src/jobs/video-job.ts',
      './core/src/ledger/generation-costs.ts',
      // The engines' names (a headshot job's provider): constants and an error class, no I/O.
      './core/src/providers/providers.ts',
      './workflows/src/generation/change-background.pipeline.ts',
      './workflows/src/generation/change-background.workflow.ts',
      './workflows/src/generation/generate-headshots.contract.ts',
      './workflows/src/generation/generate-headshots.pipeline.ts',
      './workflows/src/generation/generate-headshots.workflow.ts',
      './workflows/src/generation/generate-video.pipeline.ts',
      './workflows/src/generation/generate-video.workflow.ts',
      './workflows/src/generation/generation-workflow-steps.ts',
      './workflows/src/temporal/generation-workflows.ts',
    ]);
  });
});

describe('generateHeadshots workflow (replay)', () => {
  it('makes two images, then renders and charges each, and completes with both delivered', async () => {
    expect(await replay('generate-headshots.succeeded')).toEqual({ status: 'succeeded', delivered: 2, failed: 0 });
  });

  it('goes on past an image whose engine step failed on every attempt: rendered as failed, not charged', async () => {
    expect(await replay('generate-headshots.image-failed')).toEqual({ status: 'succeeded', delivered: 1, failed: 1 });
  });

  it("fails the whole job with the activity's message when an expected failure ends 'preparing'", async () => {
    expect(await replay('generate-headshots.model-not-ready')).toEqual({ status: 'failed', message: MODEL_NOT_READY_MESSAGE });
  });

  it('still runs `fail` (releasing the hold) when the workflow is cancelled while an image renders', async () => {
    expect(await replay('generate-headshots.canceled')).toEqual({ status: 'failed', message: NO_IMAGES_MESSAGE });
  });

  it('rejects workflow code that renders each image before making the next', async () => {
    await expect(replay('generate-headshots.succeeded', bundles.reordered)).rejects.toThrow(DeterminismViolationError);
  });

  it('rejects a history whose settling step does not match the outcome', async () => {
    // An expected failure in 'preparing' followed by `complete` instead of `fail`: the workflow would never do that.
    const altered = history('generate-headshots.model-not-ready') as { events: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }[] };
    altered.events.filter((e) => e.activityTaskScheduledEventAttributes).at(-1)!.activityTaskScheduledEventAttributes!.activityType.name = 'complete';
    await expect(Worker.runReplayHistory({ workflowBundle: bundles.bundle }, altered, 'generation-1')).rejects.toThrow(DeterminismViolationError);
  });
});

describe('generateVideo workflow (replay)', () => {
  it('prepares the first frame, renders, probes, charges and completes', async () => {
    expect(await replay('generate-video.succeeded')).toEqual({ status: 'succeeded', videoId: 'video-1' });
  });

  it("fails with the provider's message when the render ends in an expected failure", async () => {
    expect(await replay('generate-video.provider-failed')).toEqual({ status: 'failed', message: VIDEO_REFUSED });
  });
});

describe('changeBackground workflow (replay)', () => {
  it('checks the source, changes the background, renders, charges and completes', async () => {
    expect(await replay('change-background.succeeded')).toEqual({ status: 'succeeded', imageId: 'image-2' });
  });
});

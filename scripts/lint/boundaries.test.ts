import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBoundaryProblems, PACKAGES } from './boundaries';

/** A small codebase in memory: path → source. */
function check(files: Record<string, string>) {
  return findBoundaryProblems({
    files: Object.keys(files),
    read: (path) => files[path]!,
    isFile: (path) => path in files,
  }).map((p) => `${p.file}:${p.line} ${p.message}`);
}

const contract = "export const QUEUE = 'train';\nexport interface TrainInput { jobId: string }\n";
const runner = "import { QUEUE } from '../training/train-model.contract';\nexport const start = () => QUEUE;\n";

describe('import boundaries', () => {
  it('lets only the composition root import workflows: a use case takes what it shares with a job from core', () => {
    const ok = check({
      'core/src/jobs/training-job.ts': "export const MAX_TRAINING_PHOTOS = 20;\nexport interface TrainModelInput { jobId: string }\n",
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/queue/pg-boss-runner.ts': runner,
      'server/src/modules/models/start-training.ts': "import { MAX_TRAINING_PHOTOS, type TrainModelInput } from '@kadr/core/jobs/training-job';\nexport const q = (i: TrainModelInput) => [i, MAX_TRAINING_PHOTOS];\n",
      'server/src/job-engines.ts': "import { start } from '@kadr/workflows/queue/pg-boss-runner';\nexport const s = start;\n",
      'server/src/services.ts': "import { QUEUE } from '@kadr/workflows/training/train-model.contract';\nexport const q = QUEUE;\n",
      'server/src/modules/models/start-training.test.ts': "import { start } from '@kadr/workflows/queue/pg-boss-runner';\nexport const s = start;\n",
    });
    expect(ok).toEqual([]);

    const broken = check({
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/queue/pg-boss-runner.ts': runner,
      'server/src/modules/models/start-training.ts': "\nimport { start } from '@kadr/workflows/queue/pg-boss-runner';\nexport const s = start;\n",
      'server/src/modules/models/add-model-photos.ts': "import { QUEUE } from '@kadr/workflows/training/train-model.contract';\nexport const q = QUEUE;\n",
      'server/src/rest/models.routes.ts': "import type { TrainInput } from '@kadr/workflows/training/train-model.contract';\nexport type I = TrainInput;\n",
    });
    expect(broken).toEqual([
      expect.stringMatching(/^server\/src\/modules\/models\/start-training\.ts:2 the server imports workflows\/src\/queue\/pg-boss-runner\.ts: only the composition root/),
      expect.stringMatching(/^server\/src\/modules\/models\/add-model-photos\.ts:1 the server imports workflows\/src\/training\/train-model\.contract\.ts: only the composition root .* belongs in core\/src/),
      expect.stringMatching(/^server\/src\/rest\/models\.routes\.ts:1 the server imports workflows\/src\/training\/train-model\.contract\.ts/),
    ]);
  });

  it('refuses a workflows file that imports app code, and core that imports either', () => {
    const problems = check({
      'server/src/modules/credits/settle.ts': 'export const settle = 1;\n',
      'workflows/src/training/train-model.activities.ts': "import { settle } from '@kadr/server/modules/credits/settle';\nexport const a = settle;\n",
      'core/src/ledger/hold.ts': "import { a } from '@kadr/workflows/training/train-model.activities';\nexport const h = a;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^workflows\/src\/training\/train-model\.activities\.ts:1 workflows import app code/),
      expect.stringMatching(/^core\/src\/ledger\/hold\.ts:1 core imports workflows/),
    ]);
  });

  it("keeps engines, runners and packages out of a workflow's bundle, but not types", () => {
    const files = {
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/training/train-model.pipeline.ts': "import type { Engine } from '../inference/local/engine';\nimport { QUEUE } from './train-model.contract';\nexport const p = (e: Engine) => [e, QUEUE];\n",
      'workflows/src/inference/local/engine.ts': "import sharp from 'sharp';\nexport type Engine = typeof sharp;\n",
      'workflows/src/training/train-model.workflow.ts': "import { proxyActivities } from '@temporalio/workflow';\nimport { p } from './train-model.pipeline';\nexport const w = [proxyActivities, p];\n",
    };
    expect(check(files)).toEqual([]);

    const pulled = check({ ...files, 'workflows/src/training/train-model.pipeline.ts': "import { type Engine } from '../inference/local/engine';\nimport { x } from '../inference/local/engine';\nexport const p = (e: Engine) => [e, x];\n" });
    expect(pulled).toEqual([expect.stringMatching(/train-model\.pipeline\.ts:2 the .*train-model\.workflow\.ts bundle pulls in workflows\/src\/inference\/local\/engine\.ts/)]);

    const pkg = check({ ...files, 'workflows/src/training/train-model.contract.ts': "import { z } from 'zod';\nexport const QUEUE = z.string();\n" });
    expect(pkg).toEqual([expect.stringMatching(/train-model\.contract\.ts:1 .*imports the package "zod"/)]);
  });

  it('keeps the client away from server code, and features out of each other except through index.ts', () => {
    const problems = check({
      'server/src/env.ts': 'export const env = {};\n',
      'client/src/lib/config.ts': "import { env } from '@kadr/server/env';\nexport const c = env;\n",
      'client/src/features/auth/auth-context.ts': 'export const useAuth = () => null;\n',
      'client/src/features/auth/index.ts': "export { useAuth } from './auth-context';\n",
      'client/src/features/videos/video-form.tsx': "import { useAuth } from '../auth/auth-context';\nexport const f = useAuth;\n",
      'client/src/features/library/grid.tsx': "import { useAuth } from '../auth';\nexport const g = useAuth;\n",
      'client/src/app/routes/page.tsx': "import { f } from '../../features/videos/video-form';\nexport const page = f;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^client\/src\/lib\/config\.ts:1 the client imports server\/src\/env\.ts/),
      expect.stringMatching(/^client\/src\/features\/videos\/video-form\.tsx:1 feature "videos" reaches into feature "auth"/),
    ]);
  });

  it('finds an import cycle, type-only imports included', () => {
    const cycle = check({
      'server/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(cycle).toEqual([expect.stringMatching(/import cycle: server\/src\/a\.ts → server\/src\/b\.ts → server\/src\/a\.ts/)]);
    const types = check({
      'server/src/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'server/src/b.ts': "import { type A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(types).toEqual([expect.stringMatching(/^server\/src\/b\.ts:1 import cycle: server\/src\/a\.ts → server\/src\/b\.ts → server\/src\/a\.ts/)]);

    // The services contract typed in the file that builds the services: a use case it starts loops back to it.
    const purge = "import type { Services } from '../../services';\nexport const schedulePurge = (s: Pick<Services, 'prisma'>) => s;\n";
    const looped = check({
      'server/src/services.ts': "import { schedulePurge } from './modules/models/purge';\nexport interface Services { prisma: object }\nexport const create = () => schedulePurge;\n",
      'server/src/modules/models/purge.ts': purge,
    });
    expect(looped).toEqual([expect.stringMatching(/^server\/src\/services\.ts:1 import cycle: server\/src\/modules\/models\/purge\.ts → server\/src\/services\.ts → server\/src\/modules\/models\/purge\.ts/)]);
    // With the contract in a file of its own, nothing loops.
    const contract = check({
      'server/src/services-contract.ts': 'export interface Services { prisma: object }\n',
      'server/src/services.ts': "import type { Services } from './services-contract';\nimport { schedulePurge } from './modules/models/purge';\nexport const create = (s: Services) => schedulePurge(s);\n",
      'server/src/modules/models/purge.ts': purge.replace("'../../services'", "'../../services-contract'"),
    });
    expect(contract).toEqual([]);
  });

  it('lets only the composition root import the dev surfaces (mailbox, Stripe sandbox), which mount them as plugins', () => {
    const files = {
      'server/src/dev/mailbox.ts': 'export const devMailbox = () => null;\n',
      'server/src/dev/dev-surfaces.ts': "import { devMailbox } from './mailbox';\nexport const devSurfaces = () => [devMailbox];\n",
      'server/src/main.ts': "import { devSurfaces } from './dev/dev-surfaces';\nexport const plugins = devSurfaces();\n",
    };
    expect(check(files)).toEqual([]);
    const known = check({ ...files, 'server/src/app.ts': "import { devMailbox } from './dev/mailbox';\nexport const createApp = () => devMailbox;\n" });
    expect(known).toEqual([expect.stringMatching(/^server\/src\/app\.ts:1 the server imports the dev surface server\/src\/dev\/mailbox\.ts: only the composition root/)]);
  });

  it('refuses a `../` path from one part into another, whatever else the import may do: the part is imported by its package name', () => {
    const files = {
      'core/src/jobs/training-job.ts': 'export const MAX_TRAINING_PHOTOS = 20;\n',
      'server/src/app.ts': 'export const createApp = () => null;\n',
      'workflows/src/queue/pg-boss-runner.ts': 'export const start = () => null;\n',
      'client/src/locales/en.json': '{}\n',
    };
    expect(check({
      ...files,
      'server/src/modules/models/start-training.ts': "import { MAX_TRAINING_PHOTOS } from '@kadr/core/jobs/training-job';\nexport const m = MAX_TRAINING_PHOTOS;\n",
      'tests/support/app.ts': "import { createApp } from '@kadr/server/app';\nimport en from '@kadr/client/locales/en.json';\nexport const a = [createApp, en];\n",
    })).toEqual([]);

    const crossing = check({
      ...files,
      'server/src/modules/models/start-training.ts': "import { MAX_TRAINING_PHOTOS } from '../../../../core/src/jobs/training-job';\nexport const m = MAX_TRAINING_PHOTOS;\n",
      'tests/support/app.ts': "import { createApp } from '../../server/src/app';\nimport en from '../../client/src/locales/en.json';\nexport const a = [createApp, en];\n",
      'scripts/bench.ts': "import { start } from '../workflows/src/queue/pg-boss-runner';\nexport const s = start;\n",
      // Also a broken boundary: both are told.
      'core/src/ledger/hold.ts': "\nimport { createApp } from '../../../server/src/app';\nexport const h = createApp;\n",
    });
    expect(crossing).toEqual([
      expect.stringMatching(/^server\/src\/modules\/models\/start-training\.ts:1 imports core\/src\/jobs\/training-job\.ts from another part with a relative path .*: import it by its package name, @kadr\/core\/jobs\/training-job$/),
      expect.stringMatching(/^tests\/support\/app\.ts:1 imports server\/src\/app\.ts .*@kadr\/server\/app$/),
      expect.stringMatching(/^tests\/support\/app\.ts:2 imports client\/src\/locales\/en\.json .*@kadr\/client\/locales\/en\.json$/),
      expect.stringMatching(/^scripts\/bench\.ts:1 imports workflows\/src\/queue\/pg-boss-runner\.ts .*@kadr\/workflows\/queue\/pg-boss-runner$/),
      expect.stringMatching(/^core\/src\/ledger\/hold\.ts:2 imports server\/src\/app\.ts from another part/),
      expect.stringMatching(/^core\/src\/ledger\/hold\.ts:2 core imports server\/src\/app\.ts/),
    ]);

    // Within a part, relative paths stay.
    expect(check({ ...files, 'core/src/ledger/hold.ts': "import { MAX_TRAINING_PHOTOS } from '../jobs/training-job';\nexport const h = MAX_TRAINING_PHOTOS;\n" })).toEqual([]);
  });

  it("follows a part's package name into a workflow's bundle: pure core passes, an engine does not", () => {
    const files = {
      'core/src/jobs/training-job.ts': 'export const MAX_TRAINING_PHOTOS = 20;\n',
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/inference/local/engine.ts': "import sharp from 'sharp';\nexport const engine = sharp;\n",
      'workflows/src/training/train-model.workflow.ts': "import { proxyActivities } from '@temporalio/workflow';\nimport { MAX_TRAINING_PHOTOS } from '@kadr/core/jobs/training-job';\nexport const w = [proxyActivities, MAX_TRAINING_PHOTOS];\n",
    };
    expect(check(files)).toEqual([]);
    const pulled = check({ ...files, 'core/src/jobs/training-job.ts': "import { engine } from '@kadr/workflows/inference/local/engine';\nexport const MAX_TRAINING_PHOTOS = engine;\n" });
    expect(pulled).toEqual([
      expect.stringMatching(/^core\/src\/jobs\/training-job\.ts:1 core imports workflows\/src\/inference\/local\/engine\.ts/),
      expect.stringMatching(/^core\/src\/jobs\/training-job\.ts:1 the .*train-model\.workflow\.ts bundle pulls in workflows\/src\/inference\/local\/engine\.ts/),
    ]);
  });

  it("knows each part's package name as its package.json declares it (npm workspaces)", () => {
    const root = join(import.meta.dirname, '../..');
    const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const declared = Object.fromEntries(
      workspaces.map((dir) => {
        const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
        // `@kadr/x/a/b` is `<folder>/a/b.ts`; a name that ends in .tsx or .json is the file as named.
        const folder = pkg.exports['./*']!.replace(/\/\*\.ts$/, '');
        expect(pkg.exports).toEqual({ './*.json': `${folder}/*.json`, './*.tsx': `${folder}/*.tsx`, './*': `${folder}/*.ts` });
        return [pkg.name, join(dir, pkg.exports['./*']!.replace(/\/\*\.ts$/, ''))];
      }),
    );
    expect(declared).toEqual(PACKAGES);
  });
});

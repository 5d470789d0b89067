import { describe, expect, it } from 'vitest';
import { findBoundaryProblems } from './boundaries';

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
  it('lets a use case import a job contract, and only the composition root import a runner', () => {
    const ok = check({
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/queue/pg-boss-runner.ts': runner,
      'server/src/modules/models/start-training.ts': "import { QUEUE } from '../../../../workflows/src/training/train-model.contract';\nexport const q = QUEUE;\n",
      'server/src/job-engines.ts': "import { start } from '../../workflows/src/queue/pg-boss-runner';\nexport const s = start;\n",
    });
    expect(ok).toEqual([]);

    const broken = check({
      'workflows/src/training/train-model.contract.ts': contract,
      'workflows/src/queue/pg-boss-runner.ts': runner,
      'server/src/modules/models/start-training.ts': "\nimport { start } from '../../../../workflows/src/queue/pg-boss-runner';\nexport const s = start;\n",
    });
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^server\/src\/modules\/models\/start-training\.ts:2 .*pg-boss-runner\.ts is a runner.*composition root/);
  });

  it('refuses a workflows file that imports app code, and core that imports either', () => {
    const problems = check({
      'server/src/modules/credits/settle.ts': 'export const settle = 1;\n',
      'workflows/src/training/train-model.activities.ts': "import { settle } from '../../../server/src/modules/credits/settle';\nexport const a = settle;\n",
      'core/src/ledger/hold.ts': "import { a } from '../../../workflows/src/training/train-model.activities';\nexport const h = a;\n",
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
      'client/src/lib/config.ts': "import { env } from '../../../server/src/env';\nexport const c = env;\n",
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

  it('finds an import cycle, and ignores one made only of type imports', () => {
    const cycle = check({
      'server/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(cycle).toEqual([expect.stringMatching(/import cycle: server\/src\/a\.ts → server\/src\/b\.ts → server\/src\/a\.ts/)]);
    const types = check({
      'server/src/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'server/src/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(types).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '@kadr/core/metrics/metrics';
import { metricValue, parseMetrics } from '../support/prometheus-text';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { imagesForm, onePersonSelfies } from '../factories/selfies';

const root = new URL('../..', import.meta.url).pathname;


async function signUpWithModel(t: TestApp, email: string) {
  const reg = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: 'Trainee' });
  const token = reg.body.data.token as string;
  const created = await call(t.app, 'POST', '/api/ai/models', { name: 'Studio' }, bearer(token));
  const modelId = created.body.data.modelId as string;
  const up = await t.app.fetch(
    new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(await onePersonSelfies()) }),
  );
  expect(up.status).toBe(201);
  return { token, modelId, userId: reg.body.data.user.id as string };
}

const ENV = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10' };

describe('training on the local engine, end to end', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c().catch(() => {});
  });

  it('trains, charges the hold once, activates the model and stores its identity profile', async () => {
    const t = await createTestApp(ENV);
    closers.push(() => t.close());
    const { token, modelId, userId } = await signUpWithModel(t, 'ok@example.com');
    const start = await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, { trainingType: 'lora', name: 'LinkedIn 2026' }, bearer(token));
    expect(start.status).toBe(202);
    expect(start.body.data.model.model_name).toBe('LinkedIn 2026');
    // Six accepted selfies: one is kept back to measure likeness on (issue #31), five are trained on.
    expect(start.body.data).toMatchObject({ usedPhotos: 5, heldOutPhotoIds: [expect.any(String)], cost: 10 });
    // Reserved at once: the balance shows what is left to spend.
    expect((await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(token))).body.data.balance).toBe(10);

    const model = await waitFor(
      async () => {
        const m = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        return ['succeeded', 'failed', 'canceled'].includes(m.trainingStatus) && m;
      },
      { timeoutMs: 120_000, what: 'the training to end' },
    );
    expect(model.errorMessage).toBeNull();
    expect(model.trainingStatus).toBe('succeeded');
    expect(model.progress).toBe(100);
    expect(model.artifactKey).toBeTruthy();
    expect(await t.services.store.head(model.artifactKey!)).not.toBeNull();
    const retention = model.photosPurgeAt!.getTime() - model.completedAt!.getTime();
    expect(Math.round(retention / 86_400_000)).toBe(30);

    const list = await call(t.app, 'GET', '/api/ai/models', undefined, bearer(token));
    expect(list.body.data[0]).toMatchObject({ id: modelId, training_status: 'succeeded', is_active: true });
    expect((await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(token))).body.data.balance).toBe(10);
    const captures = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId, kind: 'capture' } });
    expect(captures.map((c) => c.amount)).toEqual([-10]);
    const again = await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token));
    expect(again.status).toBe(409);
  }, 180_000);

  it('cancels a running training and gives the credits back', async () => {
    const t = await createTestApp(ENV);
    closers.push(() => t.close());
    const { token, modelId } = await signUpWithModel(t, 'cancel@example.com');
    // This process's metrics (the worker runs in it).
    const canceledTrainings = async () => metricValue(parseMetrics(await registry.metrics()), 'kadr_job_duration_seconds_count', { kind: 'training', outcome: 'canceled' });
    const canceledBefore = await canceledTrainings();
    expect((await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token))).status).toBe(202);
    const cancel = await call(t.app, 'POST', `/api/ai/models/${modelId}/cancel`, {}, bearer(token));
    expect(cancel.status).toBe(202);
    expect(cancel.body.data.requested).toBe(true);
    const model = await waitFor(
      async () => {
        const m = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        return ['succeeded', 'failed', 'canceled'].includes(m.trainingStatus) && m;
      },
      { timeoutMs: 60_000, what: 'the cancel' },
    );
    expect(model.trainingStatus).toBe('canceled');
    expect((await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(token))).body.data.balance).toBe(20);
    const job = await t.services.prisma.aiJob.findFirstOrThrow({ where: { modelId } });
    expect(job.status).toBe('canceled');
    expect(await t.services.prisma.creditLedgerEntry.count({ where: { kind: 'capture', user: { email: 'cancel@example.com' } } })).toBe(0);
    // Counted as a canceled training (once its transaction's commit has been seen by the worker).
    await waitFor(async () => (await canceledTrainings()) === canceledBefore + 1, { what: 'the canceled training in the metrics', timeoutMs: 5_000 });
  }, 120_000);

  it('finishes a training whose worker was killed with SIGKILL mid-way, charging once', async () => {
    // The API process runs no workers; training runs in separate worker processes, as in production.
    const t = await createTestApp({ ...ENV, RUN_WORKERS: 'false' });
    closers.push(() => t.close());
    const workerEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: t.services.env.JWT_SECRET,
      STORAGE_DIR: t.services.env.STORAGE_DIR,
      DATA_DIR: t.services.env.DATA_DIR,
      PUBLIC_URL: t.services.env.PUBLIC_URL,
      LOG_LEVEL: 'warn',
      TRAINING_COST_CREDITS: '10',
    };
    const startWorker = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], { cwd: root, env: workerEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      closers.push(async () => void child.kill('SIGKILL'));
      return { child, output: () => out };
    };
    const exited = (child: ChildProcess) => new Promise((r) => child.once('exit', r));

    const { token, modelId, userId } = await signUpWithModel(t, 'crash@example.com');
    expect((await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token))).status).toBe(202);
    const first = startWorker();
    await waitFor(
      async () => (await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).progress > 10,
      { timeoutMs: 90_000, what: () => `the first worker to get into training\n${first.output()}` },
    );
    first.child.kill('SIGKILL');
    await exited(first.child);
    const midway = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    expect(midway.trainingStatus).toBe('training');

    const second = startWorker();
    const model = await waitFor(
      async () => {
        const m = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        return ['succeeded', 'failed', 'canceled'].includes(m.trainingStatus) && m;
      },
      { timeoutMs: 150_000, what: () => `the second worker to finish\n${second.output()}` },
    );
    expect(model.trainingStatus).toBe('succeeded');
    const job = await t.services.prisma.aiJob.findFirstOrThrow({ where: { modelId } });
    expect(job.status).toBe('succeeded');
    expect(job.attempts).toBe(2);
    const captures = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId, kind: 'capture' } });
    expect(captures.map((c) => c.amount)).toEqual([-10]);
    expect((await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(token))).body.data.balance).toBe(10);
  }, 300_000);
});

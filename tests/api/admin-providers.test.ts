import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PubSub } from '@kadr/core/events/pubsub';
import { createLogger } from '@kadr/core/log/logger';
import { recordFailover, recordProviderCost } from '@kadr/core/metrics/metrics';
import { createProviderHealth, type ProcessProviderHealth } from '@kadr/core/providers/provider-health';
import { registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// The console's inference providers (issue #27) on the server: what adminProviders shows (offers, order, the last
// day's jobs, the circuits worker processes report), pausing and resuming with a reason, audited, and a second
// ProviderHealth (another process's view, on its own PubSub connection) refusing new runs as soon as it hears of it.

const ADMIN_EMAIL = 'providers-admin@example.com';
const METRICS_TOKEN = 'providers-test-metrics-token-0123';

const PROVIDERS = graphql(`
  query AdminTestProviders {
    adminProviders {
      name
      label
      enabled
      requires
      pause { capability reason pausedById pausedByEmail pausedAt }
      capabilities {
        capability
        endpoint
        costUsd
        unit
        position
        pause { capability reason pausedByEmail }
        circuits { process state since }
        jobs24h { queued running succeeded failed canceled total estimatedCostUsd }
      }
    }
  }
`);
const PAUSE = graphql(`
  mutation AdminTestPauseProvider($input: AdminPauseProviderInput!) {
    adminPauseProvider(input: $input) { name pause { capability reason pausedByEmail } capabilities { capability pause { capability reason } } }
  }
`);
const RESUME = graphql(`
  mutation AdminTestResumeProvider($input: AdminResumeProviderInput!) {
    adminResumeProvider(input: $input) { name pause { capability reason } capabilities { capability pause { capability reason } } }
  }
`);

type Result = { errors?: readonly { extensions?: Record<string, unknown>; message: string }[] };
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;

describe('admin console: providers', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let other: PubSub;
  let health: ProcessProviderHealth;
  /** Resolves at the next `providerPausesChanged` the other process's health has acted on. */
  let heard: () => Promise<void>;

  const gql = (u: TestUser | null) => graphqlClient(t, u?.token ?? null);
  const providers = async () => (await gql(admin).execute(PROVIDERS)).data!.adminProviders;
  const offer = async (provider: string, capability: string) =>
    (await providers()).find((p) => p.name === provider)!.capabilities.find((c) => c.capability === capability)!;
  const audits = (action: string) => t.services.prisma.auditLogEntry.findMany({ where: { action }, orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    t = await createTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_DISABLED: 'true',
      RUN_WORKERS: 'false',
      ADMIN_EMAILS: ADMIN_EMAIL,
      METRICS_TOKEN,
      INFERENCE_PROVIDERS: 'fal',
      FAL_KEY: 'test-key-id:test-key-secret',
      VIDEO_PROVIDER: 'local',
      PROVIDER_BREAKER_MIN_CALLS: '3',
      PROVIDER_BREAKER_OPEN_SECONDS: '600',
    });
    admin = await registerUser(t, ADMIN_EMAIL);
    user = await registerUser(t, 'providers-user@example.com');
    other = await PubSub.start({ url: t.databaseUrl, pglite: null });
    let wake: (() => void) | null = null;
    health = createProviderHealth({
      prisma: t.services.prisma,
      pubsub: other,
      env: t.services.env,
      log: createLogger('silent'),
      processName: 'worker-b:4242',
      onPausesChanged: () => wake?.(),
    });
    heard = () => new Promise<void>((resolve) => (wake = resolve));
  });
  afterAll(async () => {
    await health?.close();
    await other?.close();
    await t?.close();
  });

  it('refuses the providers and their pause to a visitor and to a user', async () => {
    for (const [u, code] of [[null, 'NOT_AUTHENTICATED'], [user, 'FORBIDDEN']] as const) {
      expect(codeOf(await gql(u).execute(PROVIDERS))).toBe(code);
      expect(codeOf(await gql(u).execute(PAUSE, { input: { provider: 'fal', reason: 'not mine to pause' } }))).toBe(code);
      expect(codeOf(await gql(u).execute(RESUME, { input: { provider: 'fal', reason: 'not mine to resume' } }))).toBe(code);
    }
    expect(await t.services.prisma.providerPause.count()).toBe(0);
    expect(await audits('provider.pause')).toEqual([]);
  });

  it('lists every remote provider with its offers, its place in the order and the last 24 hours of jobs', async () => {
    const job = (kind: 'training' | 'headshot' | 'video', status: 'succeeded' | 'failed' | 'running', provider: string, input: object = {}, createdAt = new Date()) =>
      t.services.prisma.aiJob.create({ data: { userId: user.id, kind, status, provider, input, createdAt } });
    await job('training', 'succeeded', 'fal');
    await job('training', 'failed', 'fal');
    await job('training', 'running', 'fal');
    await job('training', 'succeeded', 'fal', {}, new Date(Date.now() - 25 * 3600_000)); // a day ago: not counted
    await job('headshot', 'succeeded', 'fal', { count: 4 });
    await job('video', 'succeeded', 'replicate', { durationSeconds: 5 });

    const list = await providers();
    expect(list.map((p) => [p.name, p.label, p.enabled, p.requires, p.pause])).toEqual([
      ['replicate', 'Replicate', false, ['REPLICATE_API_TOKEN'], null],
      ['fal', 'fal', true, ['FAL_KEY'], null],
    ]);
    const fal = list.find((p) => p.name === 'fal')!;
    expect(fal.capabilities.map((c) => [c.capability, c.unit, c.position, c.pause, c.circuits])).toEqual([
      ['train', 'training', 1, null, []],
      ['headshots', 'megapixel', null, null, []],
      ['video', 'video_second', null, null, []], // VIDEO_PROVIDER=local: videos are not routed to fal
      ['preview', 'image', 1, null, []], // first looks: INFERENCE_PROVIDERS' order
    ]);
    expect(fal.capabilities[0]).toMatchObject({ endpoint: 'fal-ai/flux-lora-fast-training', costUsd: 2 });
    expect(fal.capabilities[0]!.jobs24h).toEqual({ queued: 0, running: 1, succeeded: 1, failed: 1, canceled: 0, total: 3, estimatedCostUsd: 2 });
    expect(fal.capabilities[1]!.jobs24h).toMatchObject({ succeeded: 1, total: 1, estimatedCostUsd: 0.14 });
    const replicateVideo = list.find((p) => p.name === 'replicate')!.capabilities.find((c) => c.capability === 'video')!;
    expect(replicateVideo.position).toBeNull();
    expect(replicateVideo.jobs24h).toMatchObject({ succeeded: 1, total: 1, estimatedCostUsd: 0.18 });
  });

  it('pauses a capability and then the whole provider, audited; another process refuses new runs there at once; resuming admits again', async () => {
    expect(await health.admit('fal', 'train')).toEqual({ admitted: true }); // it has read (and keeps) the pauses now

    let told = heard();
    const paused = await gql(admin).execute(PAUSE, { input: { provider: 'fal', capability: 'train', reason: '  fal trainings time out  ' } });
    const answeredAt = Date.now();
    expect(paused.errors).toBeUndefined();
    expect(paused.data!.adminPauseProvider.pause).toBeNull();
    expect(paused.data!.adminPauseProvider.capabilities.map((c) => [c.capability, c.pause?.reason ?? null])).toEqual([
      ['train', 'fal trainings time out'],
      ['headshots', null],
      ['video', null],
      ['preview', null],
    ]);
    await told;
    expect(await health.admit('fal', 'train')).toEqual({ admitted: false, reason: 'paused', retryAfterMs: null });
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(await health.admit('fal', 'headshots')).toEqual({ admitted: true });
    expect(await health.admit('replicate', 'train')).toEqual({ admitted: true });

    const [entry] = await audits('provider.pause');
    expect(entry).toMatchObject({ adminId: admin.id, adminEmail: ADMIN_EMAIL, reason: 'fal trainings time out', targetUserId: null, before: { pauses: [] }, details: { provider: 'fal', capability: 'train' } });
    expect(entry!.after).toMatchObject({ pauses: [{ capability: 'train', reason: 'fal trainings time out', by: ADMIN_EMAIL }] });

    told = heard();
    expect((await gql(admin).execute(PAUSE, { input: { provider: 'fal', reason: 'fal is down' } })).data!.adminPauseProvider.pause).toMatchObject({ capability: null, reason: 'fal is down', pausedByEmail: ADMIN_EMAIL });
    await told;
    expect(await health.admit('fal', 'headshots')).toMatchObject({ admitted: false, reason: 'paused' });
    const shown = (await providers()).find((p) => p.name === 'fal')!;
    expect(shown.pause).toMatchObject({ capability: null, reason: 'fal is down', pausedById: admin.id, pausedByEmail: ADMIN_EMAIL });
    expect(shown.capabilities.map((c) => c.pause?.reason)).toEqual(['fal trainings time out', 'fal is down', 'fal is down', 'fal is down']);

    // Resuming one capability of a provider paused as a whole keeps the others paused.
    told = heard();
    const resumed = await gql(admin).execute(RESUME, { input: { provider: 'fal', capability: 'train', reason: 'trainings work again' } });
    expect(resumed.data!.adminResumeProvider.pause).toBeNull();
    expect(resumed.data!.adminResumeProvider.capabilities.map((c) => [c.capability, c.pause?.reason ?? null])).toEqual([
      ['train', null],
      ['headshots', 'fal is down'],
      ['video', 'fal is down'],
      ['preview', 'fal is down'],
    ]);
    await told;
    expect(await health.admit('fal', 'train')).toEqual({ admitted: true });
    expect(await health.admit('fal', 'video')).toMatchObject({ admitted: false, reason: 'paused' });

    told = heard();
    expect((await gql(admin).execute(RESUME, { input: { provider: 'fal', reason: 'fal is back' } })).errors).toBeUndefined();
    await told;
    expect(await health.admit('fal', 'video')).toEqual({ admitted: true });
    expect(await health.admit('fal', 'headshots')).toEqual({ admitted: true });
    expect(await t.services.prisma.providerPause.count()).toBe(0);
    const resumes = await audits('provider.resume');
    expect(resumes.map((e) => [e.reason, e.details])).toEqual([
      ['trainings work again', { provider: 'fal', capability: 'train' }],
      ['fal is back', { provider: 'fal', capability: null }],
    ]);
    expect(resumes[1]!.after).toEqual({ pauses: [] });
  });

  it('answers NOT_FOUND for an unknown provider or capability, VALIDATION_ERROR without a reason, PROVIDER_NOT_PAUSED when nothing is paused', async () => {
    const entries = await t.services.prisma.auditLogEntry.count();
    const pause = (input: { provider: string; capability?: string; reason: string }) => gql(admin).execute(PAUSE, { input });
    expect(codeOf(await pause({ provider: 'openai', reason: 'no such provider' }))).toBe('NOT_FOUND');
    expect(codeOf(await pause({ provider: 'fal', capability: 'background', reason: 'fal offers none' }))).toBe('NOT_FOUND');
    expect(codeOf(await pause({ provider: 'fal', capability: 'dance', reason: 'no such capability' }))).toBe('NOT_FOUND');
    expect(codeOf(await pause({ provider: 'fal', reason: '  ' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await gql(admin).execute(RESUME, { input: { provider: 'replicate', capability: 'video', reason: 'it is not paused' } }))).toBe('PROVIDER_NOT_PAUSED');
    expect(await t.services.prisma.auditLogEntry.count()).toBe(entries);
    expect(await t.services.prisma.providerPause.count()).toBe(0);
  });

  it("shows a circuit a worker's failed calls opened, and the provider series on /metrics", async () => {
    for (let i = 0; i < 3; i++) health.record({ provider: 'fal', capability: 'video', operation: 'submit', outcome: 'server_error', latencyMs: 120 });
    health.record({ provider: 'fal', capability: 'video', operation: 'status', outcome: 'ok', latencyMs: 40 });
    expect(health.state('fal', 'video')).toBe('open');
    expect(await health.admit('fal', 'video')).toMatchObject({ admitted: false, reason: 'circuit_open' });
    const circuit = await waitFor(async () => (await offer('fal', 'video')).circuits.find((c) => c.state === 'open'), { what: "the open circuit in the console" });
    expect(circuit.process).toBe('worker-b:4242');
    expect((await offer('fal', 'train')).circuits).toEqual([]);

    recordProviderCost('fal', 'train', 2);
    recordFailover('train', 'replicate', 'fal');
    const res = await t.app.fetch(new Request('http://kadr.test/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }));
    const text = await res.text();
    expect(text).toContain('kadr_provider_requests_total{provider="fal",capability="video",operation="submit",outcome="server_error"} 3');
    expect(text).toContain('kadr_provider_requests_total{provider="fal",capability="video",operation="status",outcome="ok"} 1');
    expect(text).toContain('kadr_provider_request_duration_seconds_count{provider="fal",capability="video",operation="submit"} 3');
    expect(text).toContain('kadr_provider_circuit_state{provider="fal",capability="video"} 2');
    expect(text).toContain('kadr_provider_circuit_state{provider="fal",capability="train"} 0');
    expect(text).toContain('kadr_provider_cost_usd_total{provider="fal",capability="train"} 2');
    expect(text).toContain('kadr_provider_failovers_total{capability="train",from="replicate",to="fal"} 1');
  });
});

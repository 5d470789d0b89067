import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { availableCredits, personalWallet } from '@kadr/core/ledger/wallet';
import { userObjectKey, userPrefix } from '@kadr/core/object-store/keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { registerUser, storedImage, storedVideo, type TestUser } from '../factories/library';
import { setBalance } from '../factories/media';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { graphql } from '../gql';
import { expectTypename, graphqlClient } from '../support/graphql';
import { createTestBucket, s3Settings } from '../support/s3';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Delete my account (issue #25, GDPR art. 17): asked over REST or GraphQL with the password, or by an admin with a
// reason; the account stops at once, the `account-deletion` job cancels its jobs, its Stripe subscriptions and cards,
// deletes its files and personal rows, anonymises what the law keeps, and survives a worker killed mid-way. Real
// PostgreSQL, the Stripe sandbox over HTTP, the local store and S3 (radosgw).

const root = new URL('../..', import.meta.url).pathname;

const DELETE_ACCOUNT = graphql(`
  mutation AccountDeletionDelete($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountSuccess { deletionId }
      ... on Error { code message }
      ... on TeamHandoverRequiredError { teams { id name } }
    }
  }
`);
const ADMIN_DELETE = graphql(`
  mutation AccountDeletionAdminDelete($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id deletedAt } }
`);
const AUDIT = graphql(`
  query AccountDeletionAudit($targetUserId: ID) {
    adminAuditLog(targetUserId: $targetUserId) { edges { node { action adminId adminEmail targetUserId targetEmail reason details } } }
  }
`);
const ME = graphql(`
  query AccountDeletionMe { me { id email } }
`);

type Json = Record<string, unknown>;
const codeOf = (result: { errors?: readonly { extensions?: Json }[] }) => result.errors?.[0]?.extensions?.code;

/** Tables whose rows may still hold a deleted user's id: the tombstone, and what the law and the books keep. */
const KEPT_WITH_ID = ['account_deletions', 'audit_log_entries', 'credit_holds', 'credit_ledger_entries', 'payments', 'subscriptions', 'users'];

/**
 * Every table and column of the public schema that can hold text, a uuid or JSON, searched for each needle; the
 * `table.column`s where one was found.
 */
async function scanDatabase(databaseUrl: string, needles: string[]): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
       WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'ARRAY') OR c.data_type = 'USER-DEFINED')
       ORDER BY 1, 2`);
    expect(columns.length).toBeGreaterThan(100);
    const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of needles) {
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), $1) > 0`, [needle.toLowerCase()]);
        if (rows[0]!.n > 0) found[needle]!.push(`${table}.${column}`);
      }
    }
    return found;
  } finally {
    await client.end();
  }
}

const tablesOf = (columns: string[]) => [...new Set(columns.map((c) => c.split('.')[0]!))].sort();

/** A stored selfie of a new model of the user's, as an upload leaves it. */
async function storedSelfie(t: TestApp, userId: string) {
  const model = await t.services.prisma.aiCustomModel.create({ data: { userId, modelName: 'Ja' } });
  const id = randomUUID();
  const key = userObjectKey(userId, 'selfies', id, 'jpg');
  const bytes = randomBytes(2000);
  await t.services.store.put(key, bytes, { contentType: 'image/jpeg' });
  await t.services.prisma.uploadedPhoto.create({ data: { id, userId, modelId: model.id, storageKey: key, contentType: 'image/jpeg', sizeBytes: bytes.length, verdict: 'accepted', originalName: 'IMG_1.jpg' } });
  return model;
}

/** A running headshot job of the user's, holding `cost` credits, as generateHeadshots leaves one. */
async function runningJob(t: TestApp, userId: string, modelId: string, cost: number) {
  return t.services.prisma.$transaction(async (tx) => {
    const job = await tx.aiJob.create({ data: { userId, modelId, kind: 'headshot', status: 'running', costCredits: cost, provider: 'local', stage: 'processing', input: { prompt: 'office portrait' } } });
    const { holdId } = await holdCredits(tx, { userId, amount: cost, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
    return { job, holdId };
  });
}

const finished = (t: TestApp, deletionId: string, timeoutMs = 60_000) =>
  waitFor(async () => {
    const row = await t.services.prisma.accountDeletion.findUniqueOrThrow({ where: { id: deletionId } });
    return row.status === 'completed' ? row : undefined;
  }, { timeoutMs, what: `account deletion ${deletionId} to complete` });

const listed = async (store: ObjectStore, userId: string) => (await store.list(userPrefix(userId))).map((o) => o.key);

describe('deleting an account (local store, Stripe sandbox)', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let admin: TestUser;
  let n = 0;

  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', WORKER_QUEUES: 'privacy,webhooks,mail', ADMIN_EMAILS: 'ops@example.com' });
    t = served.t;
    admin = await registerUser(t, 'ops@example.com');
  }, 60_000);
  afterAll(() => served?.close());

  const person = async (name: string) => {
    const email = `${name}-${++n}@example.com`;
    const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: `${name} Quillfeather${n}` });
    expect(res.status).toBe(201);
    return { id: res.body.data.user.id as string, token: res.body.data.token as string, refreshToken: res.body.data.refreshToken as string, email, fullName: `${name} Quillfeather${n}` };
  };
  const rest = (token: string, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(token));

  it('deletes the account over REST: it stops at once, then its jobs, Stripe, files and rows go and only anonymised kept rows keep its id', async () => {
    const { prisma, store } = t.services;
    const ann = await person('annabel');
    const bob = await person('bobrecki');
    // Ann's things: files, a model with a selfie, a running job holding credits, a favourite and a collection, a key,
    // a webhook endpoint, a sole-member team, a team she co-admins with Bob (and owns), an invitation, an email,
    // a failed sign-in (a rate-limit counter keyed by her address), an admin's act on her, and a subscription.
    const image = await storedImage(t, ann.id);
    await storedVideo(t, ann.id);
    const model = await storedSelfie(t, ann.id);
    await setBalance(t, ann.id, 10);
    const { job, holdId } = await runningJob(t, ann.id, model.id, 4);
    expect(await availableCredits(prisma, personalWallet(ann.id))).toBe(6);
    await prisma.favorite.create({ data: { userId: ann.id, imageId: image.id } });
    await prisma.collection.create({ data: { userId: ann.id, name: 'Best', items: { create: { imageId: image.id, position: 0 } } } });
    const key = await rest(ann.token, 'POST', '/api/api-keys', { name: 'CRM', scopes: ['library:read'] });
    expect(key.status).toBe(201);
    const endpoint = await prisma.webhookEndpoint.create({ data: { userId: ann.id, url: 'https://partner.example/hook', eventTypes: ['job.succeeded'], secret: 'whsec_c2VjcmV0' } });
    const solo = await prisma.team.create({ data: { name: 'Ann solo', ownerId: ann.id, members: { create: { userId: ann.id, role: 'admin' } } } });
    const shared = await prisma.team.create({ data: { name: 'Shared', ownerId: ann.id, members: { create: [{ userId: ann.id, role: 'admin' }, { userId: bob.id, role: 'admin' }] } } });
    await prisma.teamInvitation.create({ data: { teamId: shared.id, email: 'friend@example.com', invitedById: ann.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) } });
    await prisma.outboxEmail.create({ data: { to: ann.email, subject: 'Hello', text: `Hi ${ann.fullName}`, html: '<p>Hi</p>', kind: 'test' } });
    expect((await call(t.app, 'POST', '/api/auth/login', { email: ann.email, password: 'wrong-one' })).status).toBe(401);
    const adjusted = await call(t.app, 'POST', `/api/admin/users/${ann.id}/credits`, { amount: 1, reason: 'goodwill' }, bearer(admin.token));
    expect(adjusted.status).toBe(200);
    const { checkoutUrl } = await startCheckout(t, ann, { planId: 'sub-monthly', currency: 'PLN' });
    expect((await submitCheckout(checkoutUrl, { method: 'card', outcome: 'success' })).status).toBe(303);
    await stripeEventsProcessed(t);
    const subscription = await prisma.subscription.findFirstOrThrow({ where: { userId: ann.id } });
    expect(subscription.status).toBe('active');
    const customerId = (await prisma.user.findUniqueOrThrow({ where: { id: ann.id } })).stripeCustomerId!;
    const sandbox = t.stripeSandbox!;
    const cards = () => sandbox.all('payment_method').filter((m) => m.customer === customerId);
    expect(cards()).toHaveLength(1);
    const card = cards()[0]!;
    expect((await listed(store, ann.id)).length).toBeGreaterThanOrEqual(4);

    // A wrong password: refused, nothing changes.
    const wrong = await rest(ann.token, 'DELETE', '/api/account', { password: 'not-mine' });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'WRONG_PASSWORD']);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: ann.id } })).deletedAt).toBeNull();
    expect((await rest(ann.token, 'GET', '/api/auth/me')).status).toBe(200);

    const balance = await availableCredits(prisma, personalWallet(ann.id));
    const asked = await rest(ann.token, 'DELETE', '/api/account', { password: 'secret1' });
    expect(asked.status).toBe(202);
    const deletionId = asked.body.data.deletionId as string;
    // At once: the session, the refresh token and the API key stop; sign-in is refused.
    expect((await rest(ann.token, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await rest(key.body.data.key, 'GET', '/api/ai/headshots')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: ann.refreshToken })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', { email: ann.email, password: 'secret1' });
    expect(['ACCOUNT_DELETED', 'INVALID_CREDENTIALS']).toContain(login.body.error.code);
    expect((await prisma.webhookEndpoint.findUnique({ where: { id: endpoint.id } }))?.disabledAt ?? new Date()).toBeInstanceOf(Date);

    const done = await finished(t, deletionId);
    expect(done).toMatchObject({ userId: ann.id, requestedBy: 'user', step: 'completed', error: null });
    // The running job was canceled and its hold given back (the job row is gone; the hold stays, released).
    expect(await prisma.aiJob.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: holdId } })).toMatchObject({ status: 'released', jobId: null });
    expect(await availableCredits(prisma, personalWallet(ann.id))).toBe(balance + 4);
    // Stripe: the subscription canceled there and here, the card detached.
    expect(sandbox.get(subscription.processorRef!, 'subscription').status).toBe('canceled');
    expect(sandbox.get(card.id, 'payment_method').customer).toBeNull();
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).toMatchObject({ status: 'canceled', userId: ann.id });
    // Files: none left under her prefix.
    expect(await listed(store, ann.id)).toEqual([]);
    // Teams: the solo one is gone; in the shared one Bob stays, now its owner.
    expect(await prisma.team.findUnique({ where: { id: solo.id } })).toBeNull();
    expect(await prisma.team.findUniqueOrThrow({ where: { id: shared.id }, include: { members: true } })).toMatchObject({ ownerId: bob.id, members: [{ userId: bob.id, role: 'admin' }] });
    // The tombstone.
    expect(await prisma.user.findUniqueOrThrow({ where: { id: ann.id } })).toMatchObject({
      email: `deleted-${ann.id}@deleted.invalid`,
      fullName: 'Deleted user',
      avatarUrl: null,
      locale: null,
      stripeCustomerId: null,
      planId: null,
      emailConfirmedAt: null,
      deletedAt: expect.any(Date),
    });
    // The audit log: both entries, with no address; the admin's earlier act kept, its target's address gone.
    const audit = await graphqlClient(t, admin.token).execute(AUDIT, { targetUserId: ann.id });
    expect(audit.errors).toBeUndefined();
    const entries = audit.data!.adminAuditLog.edges.map((e) => e.node);
    expect(entries.map((e) => e.action).sort()).toEqual(['credits.adjust', 'user.delete', 'user.delete.completed']);
    expect(entries.every((e) => e.targetEmail === null && e.targetUserId === ann.id)).toBe(true);
    const request = entries.find((e) => e.action === 'user.delete')!;
    expect(request.adminId).toBeNull();
    expect(JSON.parse(String(request.details))).toMatchObject({ by: 'user', deletionId, sessionsEnded: 1, apiKeysRevoked: 1 });

    // Every text, uuid and JSON column of every table: her address and name nowhere, her id only in what is kept.
    await sandbox.settled();
    const found = await scanDatabase(t.databaseUrl, [ann.id, ann.email, ann.fullName]);
    expect(found[ann.email]).toEqual([]);
    expect(found[ann.fullName]).toEqual([]);
    expect(tablesOf(found[ann.id]!).filter((table) => !KEPT_WITH_ID.includes(table))).toEqual([]);
    expect(tablesOf(found[ann.id]!)).toEqual(expect.arrayContaining(['account_deletions', 'payments', 'subscriptions', 'users', 'audit_log_entries', 'credit_ledger_entries']));

    // The address can register again, as a new and empty account.
    const again = await call(t.app, 'POST', '/api/auth/register', { email: ann.email, password: 'secret2', fullName: 'Ann Again' });
    expect(again.status).toBe(201);
    const fresh = again.body.data.user.id as string;
    expect(fresh).not.toBe(ann.id);
    expect(again.body.data.user).toMatchObject({ email: ann.email, fullName: 'Ann Again' });
    expect(await availableCredits(prisma, personalWallet(fresh))).toBe(0);
    const empty = { where: { userId: fresh } };
    const counts = await Promise.all([prisma.aiCustomModel.count(empty), prisma.generatedImage.count(empty), prisma.payment.count(empty), prisma.subscription.count(empty), prisma.teamMember.count(empty), prisma.notification.count(empty)]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await listed(store, fresh)).toEqual([]);
  }, 120_000);

  it('deletes the account over GraphQL; a wrong password is refused with nothing changed', async () => {
    const cleo = await person('cleo');
    const gql = graphqlClient(t, cleo.token);
    const wrong = await gql.execute(DELETE_ACCOUNT, { input: { password: 'nope-nope' } });
    expect(expectTypename(wrong.data?.deleteAccount, 'WrongPasswordError')).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await gql.execute(ME)).data?.me?.id).toBe(cleo.id);

    const ok = expectTypename((await gql.execute(DELETE_ACCOUNT, { input: { password: 'secret1' } })).data?.deleteAccount, 'DeleteAccountSuccess');
    expect((await gql.post(ME)).status).toBe(401);
    await finished(t, ok.deletionId);
    expect(await listed(t.services.store, cleo.id)).toEqual([]);
  }, 60_000);

  it('refuses while the user is the only admin of a team with other members, then deletes once the role is handed over', async () => {
    const dora = await person('dora');
    const eli = await person('eli');
    const team = await t.services.prisma.team.create({ data: { name: 'Studio Dora', ownerId: dora.id, members: { create: [{ userId: dora.id, role: 'admin' }, { userId: eli.id, role: 'member' }] } } });

    const refused = await rest(dora.token, 'DELETE', '/api/account', { password: 'secret1' });
    expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([409, 'TEAM_HANDOVER_REQUIRED', { teams: [{ id: team.id, name: 'Studio Dora' }] }]);
    const viaGraphql = await graphqlClient(t, dora.token).execute(DELETE_ACCOUNT, { input: { password: 'secret1' } });
    expect(expectTypename(viaGraphql.data?.deleteAccount, 'TeamHandoverRequiredError').teams).toEqual([{ id: team.id, name: 'Studio Dora' }]);
    expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: dora.id } })).deletedAt).toBeNull();
    expect(await t.services.prisma.accountDeletion.count({ where: { userId: dora.id } })).toBe(0);

    await t.services.prisma.teamMember.update({ where: { teamId_userId: { teamId: team.id, userId: eli.id } }, data: { role: 'admin' } });
    const asked = await rest(dora.token, 'DELETE', '/api/account', { password: 'secret1' });
    expect(asked.status).toBe(202);
    await finished(t, asked.body.data.deletionId);
    expect(await t.services.prisma.team.findUniqueOrThrow({ where: { id: team.id }, include: { members: true } })).toMatchObject({ ownerId: eli.id, members: [{ userId: eli.id, role: 'admin' }] });
  }, 60_000);

  it('holds wrong passwords to a limit, like sign-in', async () => {
    const finn = await person('finn');
    for (let i = 0; i < 5; i++) expect((await rest(finn.token, 'DELETE', '/api/account', { password: `guess-${i}` })).body.error.code).toBe('WRONG_PASSWORD');
    const limited = await rest(finn.token, 'DELETE', '/api/account', { password: 'secret1' });
    expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: finn.id } })).deletedAt).toBeNull();
  });

  it('lets an admin delete a user with a reason, audited; refuses non-admins and the admin themselves', async () => {
    const gina = await person('gina');
    const hugo = await person('hugo');
    const asHugo = await graphqlClient(t, hugo.token).execute(ADMIN_DELETE, { userId: gina.id, reason: 'asked by email' });
    expect(codeOf(asHugo)).toBe('FORBIDDEN');
    const self = await graphqlClient(t, admin.token).execute(ADMIN_DELETE, { userId: admin.id, reason: 'testing myself' });
    expect(codeOf(self)).toBe('CANNOT_DELETE_SELF');
    const noReason = await graphqlClient(t, admin.token).execute(ADMIN_DELETE, { userId: gina.id, reason: ' ' });
    expect(codeOf(noReason)).toBe('VALIDATION_ERROR');
    expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: gina.id } })).deletedAt).toBeNull();

    const deleted = await graphqlClient(t, admin.token).execute(ADMIN_DELETE, { userId: gina.id, reason: `GDPR request from ${gina.email} by letter` });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.adminDeleteUser).toMatchObject({ id: gina.id, deletedAt: expect.any(String) });
    expect((await rest(gina.token, 'GET', '/api/auth/me')).status).toBe(401);
    const deletion = await t.services.prisma.accountDeletion.findFirstOrThrow({ where: { userId: gina.id } });
    expect(deletion).toMatchObject({ requestedBy: 'admin', adminId: admin.id, reason: 'GDPR request from [email] by letter' });
    await finished(t, deletion.id);
    const entries = (await graphqlClient(t, admin.token).execute(AUDIT, { targetUserId: gina.id })).data!.adminAuditLog.edges.map((e) => e.node);
    expect(entries.find((e) => e.action === 'user.delete')).toMatchObject({ adminId: admin.id, adminEmail: 'ops@example.com', targetEmail: null, reason: 'GDPR request from [email] by letter' });
    const found = await scanDatabase(t.databaseUrl, [gina.email]);
    expect(found[gina.email]).toEqual([]);
  }, 60_000);
});

describe('deleting an account on S3 when its worker is killed mid-way', () => {
  let t: TestApp;
  let bucket: Awaited<ReturnType<typeof createTestBucket>>;
  let env: Record<string, string>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    const s3 = await s3Settings();
    bucket = await createTestBucket(s3);
    const storage = { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    // This process asks and checks; the deletion runs in worker processes.
    t = await createTestApp({ ...storage, REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false' });
    env = { ...storage, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.services.env.JWT_SECRET, NODE_ENV: 'test', PUBLIC_URL: 'http://kadr.test', WORKER_QUEUES: 'privacy', LOG_LEVEL: 'silent', STYLE_PRESETS_SYNC: 'false' };
  }, 120_000);
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t?.close();
    await bucket?.remove();
  });

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
    workers.push(child);
    return child;
  };

  it('is finished by another worker, leaving no file and no personal row', async () => {
    const { prisma, store } = t.services;
    const ivy = await registerUser(t, 'ivy@example.com');
    // Enough files that deleting them takes a while: 600 objects (a page of S3's listing is 1000).
    for (let i = 0; i < 600; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => store.put(userObjectKey(ivy.id, 'images', randomUUID(), 'jpg'), randomBytes(64), { contentType: 'image/jpeg' })));
    }
    await storedImage(t, ivy.id);
    const asked = await call(t.app, 'DELETE', '/api/account', { password: 'secret1' }, bearer(ivy.token));
    expect(asked.status).toBe(202);
    const deletionId = asked.body.data.deletionId as string;

    const first = startWorker();
    const reached = await waitFor(async () => {
      const row = await prisma.accountDeletion.findUniqueOrThrow({ where: { id: deletionId } });
      return row.step !== 'requested' ? row.step : undefined;
    }, { timeoutMs: 120_000, intervalMs: 10, what: 'the first worker to finish a step' });
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await prisma.accountDeletion.findUniqueOrThrow({ where: { id: deletionId } });
    expect(atKill.status).toBe('running');
    expect(['jobs_canceled', 'stripe_canceled', 'files_deleted']).toContain(reached);

    startWorker();
    const done = await finished(t, deletionId, 180_000);
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(await listed(store, ivy.id)).toEqual([]);
    const found = await scanDatabase(t.databaseUrl, [ivy.id, 'ivy@example.com']);
    expect(found['ivy@example.com']).toEqual([]);
    expect(tablesOf(found[ivy.id]!).filter((table) => !KEPT_WITH_ID.includes(table))).toEqual([]);
  }, 300_000);
});

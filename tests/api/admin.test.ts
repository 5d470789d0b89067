import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { print } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, loadEnv } from '@kadr/core/env';
import { createServices } from '@kadr/server/services';
import { registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

// The admin console on the server (issue #13): who is an admin (ADMIN_EMAILS, the admin command), every admin field
// and route refused to visitors and users, credit adjustments and their audit entries, the audit log that PostgreSQL
// itself keeps append-only, and disabled accounts. Real app, real PostgreSQL.

const DASHBOARD = graphql(`
  query AdminTestDashboard {
    adminDashboard { users signups24h signups30d activeSubscriptions creditsSold24h creditsSold30d creditsSpent24h creditsSpent30d jobsRunning jobsFailed24h jobsFailed30d }
  }
`);
const USERS = graphql(`
  query AdminTestUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      totalCount
      edges { node { id email fullName isAdmin emailConfirmed disabledAt creditsBalance } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const USER = graphql(`
  query AdminTestUser($id: ID!) {
    adminUser(id: $id) {
      user { id email creditsBalance disabledAt disabledReason }
      ledger { id amount kind reason actorId }
      models { id }
      jobs { id }
      payments { id refundable }
    }
  }
`);
const JOBS = graphql(`
  query AdminTestJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status userEmail } } pageInfo { hasNextPage endCursor } } }
`);
const ACTIVITIES = graphql(`
  query AdminTestActivities($userId: ID, $kind: String) { adminActivities(userId: $userId, kind: $kind) { edges { node { id userId userEmail kind credits details } } pageInfo { hasNextPage endCursor } } }
`);
const SUBSCRIPTIONS = graphql(`
  query AdminTestSubscriptions($status: String) { adminSubscriptions(status: $status) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }
`);
const AUDIT = graphql(`
  query AdminTestAudit($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {
    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {
      edges { node { id createdAt adminId adminEmail action targetUserId targetEmail reason before after details ip userAgent requestId } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const ADJUST = graphql(`
  mutation AdminTestAdjust($userId: ID!, $amount: Int!, $reason: String!) {
    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) { id creditsBalance }
  }
`);
const DISABLE = graphql(`
  mutation AdminTestDisable($userId: ID!, $reason: String!) { adminDisableUser(userId: $userId, reason: $reason) { id disabledAt disabledReason } }
`);
const DELETE_USER = graphql(`
  mutation AdminTestDeleteUser($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id } }
`);
const ENABLE = graphql(`
  mutation AdminTestEnable($userId: ID!) { adminEnableUser(userId: $userId) { id disabledAt disabledReason } }
`);
const REFUND = graphql(`
  mutation AdminTestRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status } }
`);
const RETRY = graphql(`
  mutation AdminTestRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id status } }
`);
const CANCEL = graphql(`
  mutation AdminTestCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id status } }
`);
const ME = graphql(`
  query AdminTestMe { me { id isAdmin } }
`);
const INVOICES = graphql(`
  query AdminTestMatrixInvoices($filter: AdminInvoiceFilter) { adminInvoices(filter: $filter) { totalCount edges { node { id ksefStatus } } pageInfo { hasNextPage endCursor } } }
`);
const RESEND_INVOICE = graphql(`
  mutation AdminTestMatrixResendInvoice($invoiceId: ID!, $reason: String!) { adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus } }
`);
const PROVIDERS = graphql(`
  query AdminTestMatrixProviders { adminProviders { name enabled pause { reason } capabilities { capability position circuits { state } jobs24h { total } } } }
`);
const IMAGE_YIELD = graphql(`
  query AdminTestMatrixImageYield { adminImageYield(weeks: 4) { provider styleId weekStart delivered usable noFace copyOfInput duplicateOutput lowLikeness likenessMean } }
`);
const PAUSE_PROVIDER = graphql(`
  mutation AdminTestMatrixPauseProvider($input: AdminPauseProviderInput!) { adminPauseProvider(input: $input) { name pause { reason } } }
`);
const RESUME_PROVIDER = graphql(`
  mutation AdminTestMatrixResumeProvider($input: AdminResumeProviderInput!) { adminResumeProvider(input: $input) { name pause { reason } } }
`);

type Json = Record<string, unknown>;
type Result = { errors?: readonly { extensions?: Json; message: string }[]; data?: unknown };
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;
/** A connection's rows, in order. */
const nodes = <N>(connection: { edges: readonly { node: N }[] }) => connection.edges.map((edge) => edge.node);

const PASSWORD = 'secret1';
const run = promisify(execFile);

describe('admin console (server)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let n = 0;
  const ADMIN_EMAIL = 'boss@example.com';

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', ADMIN_EMAILS: `Other@Example.com, ${ADMIN_EMAIL.toUpperCase()}` });
    admin = await registerUser(t, ADMIN_EMAIL);
    user = await registerUser(t, 'plain@example.com');
  });
  afterAll(() => t?.close());

  const newUser = (name = 'target') => registerUser(t, `${name}-${++n}@example.com`);
  const gql = (u: TestUser | null) => graphqlClient(t, u?.token ?? null);
  const rest = (u: TestUser | null, method: string, path: string, body?: unknown) => call(t.app, method, path, body, u ? bearer(u.token) : {});
  const balance = async (userId: string) =>
    (await t.services.prisma.creditLedgerEntry.aggregate({ _sum: { amount: true }, where: { userId, teamId: null } }))._sum.amount ?? 0;
  const auditCount = () => t.services.prisma.auditLogEntry.count();

  it('makes an ADMIN_EMAILS address an admin when it is confirmed (here at registration), and no one else', async () => {
    expect((await gql(admin).execute(ME)).data?.me).toEqual({ id: admin.id, isAdmin: true });
    expect((await gql(user).execute(ME)).data?.me).toEqual({ id: user.id, isAdmin: false });
    const grant = await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { targetUserId: admin.id, action: 'admin.grant' } });
    expect(grant).toMatchObject({ adminId: null, targetEmail: ADMIN_EMAIL, before: { isAdmin: false }, after: { isAdmin: true }, details: { by: 'ADMIN_EMAILS' } });
  });

  describe('authorization matrix', () => {
    let target: TestUser;
    beforeAll(async () => {
      target = await newUser('matrix');
    });

    /** Every admin root field, with arguments an admin may use. */
    const operations = () => {
      const missing = randomUUID();
      return {
        adminDashboard: (c: ReturnType<typeof gql>) => c.execute(DASHBOARD),
        adminUsers: (c: ReturnType<typeof gql>) => c.execute(USERS, { search: 'example' }),
        adminUser: (c: ReturnType<typeof gql>) => c.execute(USER, { id: target.id }),
        adminJobs: (c: ReturnType<typeof gql>) => c.execute(JOBS, {}),
        adminActivities: (c: ReturnType<typeof gql>) => c.execute(ACTIVITIES, {}),
        adminSubscriptions: (c: ReturnType<typeof gql>) => c.execute(SUBSCRIPTIONS, {}),
        adminAuditLog: (c: ReturnType<typeof gql>) => c.execute(AUDIT, {}),
        adminAdjustCredits: (c: ReturnType<typeof gql>) => c.execute(ADJUST, { userId: target.id, amount: 1, reason: 'matrix check' }),
        adminDisableUser: (c: ReturnType<typeof gql>) => c.execute(DISABLE, { userId: target.id, reason: 'matrix check' }),
        adminEnableUser: (c: ReturnType<typeof gql>) => c.execute(ENABLE, { userId: target.id }),
        adminDeleteUser: (c: ReturnType<typeof gql>) => c.execute(DELETE_USER, { userId: missing, reason: 'matrix check' }),
        adminRefundPayment: (c: ReturnType<typeof gql>) => c.execute(REFUND, { paymentId: missing, reason: 'matrix check' }),
        adminRetryJob: (c: ReturnType<typeof gql>) => c.execute(RETRY, { jobId: missing }),
        adminCancelJob: (c: ReturnType<typeof gql>) => c.execute(CANCEL, { jobId: missing }),
        adminInvoices: (c: ReturnType<typeof gql>) => c.execute(INVOICES, { filter: { search: 'KDR', ksefStatus: 'rejected' } }),
        adminResendInvoice: (c: ReturnType<typeof gql>) => c.execute(RESEND_INVOICE, { invoiceId: missing, reason: 'matrix check' }),
        adminProviders: (c: ReturnType<typeof gql>) => c.execute(PROVIDERS),
        adminImageYield: (c: ReturnType<typeof gql>) => c.execute(IMAGE_YIELD),
        adminPauseProvider: (c: ReturnType<typeof gql>) => c.execute(PAUSE_PROVIDER, { input: { provider: 'fal', capability: 'background', reason: 'matrix check' } }),
        adminResumeProvider: (c: ReturnType<typeof gql>) => c.execute(RESUME_PROVIDER, { input: { provider: 'replicate', reason: 'matrix check' } }),
      };
    };
    /**
     * What an admin gets for the calls on rows that do not exist (a resend with KSEF_MODE off, a pause of a capability
     * fal does not offer, a resume of a provider not paused): the use case ran.
     */
    const ADMIN_EXPECTED: Record<string, unknown> = { adminRefundPayment: 'NOT_FOUND', adminRetryJob: 'NOT_FOUND', adminCancelJob: 'NOT_FOUND', adminDeleteUser: 'NOT_FOUND', adminResendInvoice: 'KSEF_OFF', adminPauseProvider: 'NOT_FOUND', adminResumeProvider: 'PROVIDER_NOT_PAUSED' };

    it('covers every admin root field of the schema', async () => {
      const { schema } = await import('@kadr/server/graphql/schema');
      const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())].filter((f) => f.startsWith('admin'));
      expect(fields.sort()).toEqual(Object.keys(operations()).sort());
    });

    it('answers NOT_AUTHENTICATED to a visitor and FORBIDDEN to a signed-in user, changing nothing', async () => {
      const entries = await auditCount();
      for (const [name, op] of Object.entries(operations())) {
        const anonymous = await op(gql(null));
        expect([name, codeOf(anonymous), anonymous.data ?? null]).toEqual([name, 'NOT_AUTHENTICATED', null]);
        const forbidden = await op(gql(user));
        expect([name, codeOf(forbidden), forbidden.data ?? null]).toEqual([name, 'FORBIDDEN', null]);
      }
      expect(await auditCount()).toBe(entries);
      expect(await balance(target.id)).toBe(0);
      expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).disabledAt).toBeNull();
    });

    it('lets an admin call every field', async () => {
      for (const [name, op] of Object.entries(operations())) {
        const result = await op(gql(admin));
        expect([name, codeOf(result) ?? null]).toEqual([name, ADMIN_EXPECTED[name] ?? null]);
      }
    });

    it('answers the REST routes 401 signed out, 403 to a user and 200 to an admin', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/users?search=example'],
        ['GET', `/api/admin/users/${target.id}`],
        ['POST', `/api/admin/users/${target.id}/credits`, { amount: 2, reason: 'rest matrix' }],
        ['GET', '/api/admin/audit-log'],
        ['GET', '/api/admin/jobs'],
      ];
      for (const [method, path, body] of routes) {
        const anonymous = await rest(null, method, path, body);
        expect([path, anonymous.status, anonymous.body.error?.code]).toEqual([path, 401, 'NOT_AUTHENTICATED']);
        const forbidden = await rest(user, method, path, body);
        expect([path, forbidden.status, forbidden.body.error?.code]).toEqual([path, 403, 'FORBIDDEN']);
        const allowed = await rest(admin, method, path, body);
        expect([path, allowed.status, allowed.body.success]).toEqual([path, 200, true]);
      }
      // An invoice's PDF (no envelope when found): an admin asking for one that does not exist gets 404.
      const pdf = `/api/admin/invoices/${randomUUID()}.pdf`;
      expect([(await rest(null, 'GET', pdf)).status, (await rest(user, 'GET', pdf)).status, (await rest(admin, 'GET', pdf)).status]).toEqual([401, 403, 404]);
    });

    it("refuses an admin's own API key on every admin field and route", async () => {
      const created = await rest(admin, 'POST', '/api/api-keys', { name: 'admin key', scopes: ['models:read', 'models:write', 'generate', 'library:read', 'library:write'] });
      expect(created.status).toBe(201);
      const key = created.body.data.key as string;
      const asKey = { id: admin.id, token: key };
      for (const [name, op] of Object.entries(operations())) {
        const result = await op(gql(asKey));
        expect([name, codeOf(result)]).toEqual([name, 'FORBIDDEN']);
      }
      for (const path of ['/api/admin/users', `/api/admin/users/${target.id}`, '/api/admin/audit-log', '/api/admin/jobs', `/api/admin/invoices/${randomUUID()}.pdf`]) {
        expect([path, (await rest(asKey, 'GET', path)).status]).toEqual([path, 403]);
      }
      expect((await rest(asKey, 'POST', `/api/admin/users/${target.id}/credits`, { amount: 5, reason: 'through a key' })).status).toBe(403);
    });
  });

  it('sums usable yield per provider, style and week, with the reasons and the mean likeness (adminImageYield)', async () => {
    const owner = await newUser('yield');
    const style = `yield-check-${randomBytes(4).toString('hex')}`;
    const job = await t.services.prisma.aiJob.create({ data: { userId: owner.id, kind: 'headshot', status: 'succeeded', provider: 'fal' } });
    const verdicts: [boolean, string | null, number | null][] = [
      [true, null, 0.8],
      [true, null, 0.7],
      [false, 'COPY_OF_INPUT', 0.95],
      [false, 'DUPLICATE_OUTPUT', 0.75],
      [false, 'LOW_LIKENESS', 0.2],
      [false, 'NO_FACE', null],
    ];
    await t.services.prisma.generatedImage.createMany({
      data: verdicts.map(([usable, unusableReason, likeness]) => ({ userId: owner.id, jobId: job.id, styleId: style, status: 'succeeded' as const, usable, unusableReason, likeness })),
    });
    // Not judged (not delivered): left out.
    await t.services.prisma.generatedImage.create({ data: { userId: owner.id, jobId: job.id, styleId: style, status: 'failed' } });
    const result = await gql(admin).execute(IMAGE_YIELD);
    const rows = (result.data?.adminImageYield ?? []).filter((r) => r.styleId === style);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'fal', delivered: 6, usable: 2, copyOfInput: 1, duplicateOutput: 1, lowLikeness: 1, noFace: 1 });
    expect(rows[0]!.likenessMean).toBeCloseTo((0.8 + 0.7 + 0.95 + 0.75 + 0.2) / 5, 6);
  });

  describe('credit adjustments', () => {
    /** POST /graphql with the headers the audit entry records. */
    async function adjustAs(u: TestUser, variables: { userId: string; amount: number; reason: string }, requestId = `adm-${randomBytes(4).toString('hex')}`) {
      const res = await call(t.app, 'POST', '/graphql', { query: print(ADJUST), variables }, {
        ...bearer(u.token),
        'user-agent': 'AdminTest/1.0',
        'x-forwarded-for': '198.51.100.7, 203.0.113.9',
        'x-request-id': requestId,
      });
      return { result: res.body as Result & { data?: { adminAdjustCredits: { id: string; creditsBalance: number } } }, requestId: res.headers.get('x-request-id') };
    }

    it('adds and takes away credits through the ledger, each with a complete audit entry', async () => {
      const target = await newUser();
      const targetEmail = `target-${n}@example.com`;
      const added = await adjustAs(admin, { userId: target.id, amount: 10, reason: 'Goodwill for a failed order' });
      expect(added.result.data?.adminAdjustCredits).toEqual({ id: target.id, creditsBalance: 10 });
      const taken = await adjustAs(admin, { userId: target.id, amount: -4, reason: 'Duplicate goodwill' });
      expect(taken.result.data?.adminAdjustCredits.creditsBalance).toBe(6);
      expect(await balance(target.id)).toBe(6);

      const ledger = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId: target.id }, orderBy: { createdAt: 'asc' } });
      expect(ledger.map((e) => [e.kind, e.amount, e.reason, e.actorId, e.teamId])).toEqual([
        ['adjustment', 10, 'Goodwill for a failed order', admin.id, null],
        ['adjustment', -4, 'Duplicate goodwill', admin.id, null],
      ]);

      const audit = await gql(admin).execute(AUDIT, { targetUserId: target.id });
      expect(audit.errors).toBeUndefined();
      const [second, first] = nodes(audit.data!.adminAuditLog);
      expect(first).toEqual({
        id: expect.any(String),
        createdAt: expect.any(String),
        adminId: admin.id,
        adminEmail: ADMIN_EMAIL,
        action: 'credits.adjust',
        targetUserId: target.id,
        targetEmail,
        reason: 'Goodwill for a failed order',
        before: JSON.stringify({ creditsBalance: 0 }),
        after: JSON.stringify({ creditsBalance: 10 }),
        details: JSON.stringify({ amount: 10 }),
        ip: '203.0.113.9',
        userAgent: 'AdminTest/1.0',
        requestId: added.requestId,
      });
      expect(second).toMatchObject({ action: 'credits.adjust', reason: 'Duplicate goodwill', before: JSON.stringify({ creditsBalance: 10 }), after: JSON.stringify({ creditsBalance: 6 }), requestId: taken.requestId });
    });

    it('never takes a balance below zero (open holds count), and a refusal writes nothing', async () => {
      const target = await newUser();
      await adjustAs(admin, { userId: target.id, amount: 5, reason: 'Starting credits' });
      // 2 of the 5 are held for a job: 3 are available.
      await t.services.prisma.creditHold.create({ data: { userId: target.id, amount: 2, idempotencyKey: `test-hold:${target.id}` } });
      const entries = await auditCount();
      const refused = await adjustAs(admin, { userId: target.id, amount: -4, reason: 'Too much' });
      expect(codeOf(refused.result)).toBe('INSUFFICIENT_CREDITS');
      expect(refused.result.errors?.[0]?.message).toBe('You need 4 credits but only have 3');
      expect(await balance(target.id)).toBe(5);
      expect(await auditCount()).toBe(entries);
      const exact = await adjustAs(admin, { userId: target.id, amount: -3, reason: 'All that is free' });
      expect(exact.result.data?.adminAdjustCredits.creditsBalance).toBe(0);
    });

    it('needs a reason of 3 to 500 characters and an amount other than 0; an unknown user is NOT_FOUND', async () => {
      const target = await newUser();
      const entries = await auditCount();
      for (const reason of ['', '  ', 'no', 'x'.repeat(501)]) {
        expect(codeOf((await adjustAs(admin, { userId: target.id, amount: 1, reason })).result)).toBe('VALIDATION_ERROR');
      }
      expect(codeOf((await adjustAs(admin, { userId: target.id, amount: 0, reason: 'nothing at all' })).result)).toBe('VALIDATION_ERROR');
      expect(codeOf((await adjustAs(admin, { userId: randomUUID(), amount: 1, reason: 'nobody' })).result)).toBe('NOT_FOUND');
      const viaRest = await rest(admin, 'POST', `/api/admin/users/${target.id}/credits`, { amount: 3 });
      expect([viaRest.status, viaRest.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(await auditCount()).toBe(entries);
      expect(await balance(target.id)).toBe(0);
      const ok = await rest(admin, 'POST', `/api/admin/users/${target.id}/credits`, { amount: 3, reason: 'via REST' });
      expect(ok.body.data).toMatchObject({ id: target.id, creditsBalance: 3 });
    });
  });

  describe('the audit log is append-only in PostgreSQL', () => {
    it("refuses UPDATE, DELETE and TRUNCATE from the app's own role, through Prisma and a raw connection", async () => {
      const target = await newUser();
      await rest(admin, 'POST', `/api/admin/users/${target.id}/credits`, { amount: 1, reason: 'to have an entry' });
      const entry = await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { targetUserId: target.id } });
      const prisma = t.services.prisma;
      await expect(prisma.auditLogEntry.update({ where: { id: entry.id }, data: { reason: 'rewritten' } })).rejects.toThrow(/append-only/);
      await expect(prisma.auditLogEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
      await expect(prisma.auditLogEntry.deleteMany({})).rejects.toThrow(/append-only/);
      await expect(prisma.$executeRawUnsafe('TRUNCATE audit_log_entries')).rejects.toThrow(/append-only/);

      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        const [app] = await prisma.$queryRaw<{ role: string }[]>`SELECT current_user AS role`;
        expect((await client.query('SELECT current_user AS role')).rows[0].role).toBe(app!.role);
        await expect(client.query('UPDATE audit_log_entries SET reason = $1 WHERE id = $2', ['rewritten', entry.id])).rejects.toThrow(/append-only: UPDATE/);
        await expect(client.query('DELETE FROM audit_log_entries WHERE id = $1', [entry.id])).rejects.toThrow(/append-only: DELETE/);
        await expect(client.query('TRUNCATE audit_log_entries')).rejects.toThrow(/append-only: TRUNCATE/);
        await expect(client.query('TRUNCATE audit_log_entries CASCADE')).rejects.toThrow(/append-only: TRUNCATE/);
      } finally {
        await client.end();
      }
      expect(await prisma.auditLogEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
    });
  });

  describe('disabled accounts', () => {
    it('ends every session at once, refuses login with ACCOUNT_DISABLED, and lets the user in again when enabled', async () => {
      const target = await newUser('disabled');
      const email = `disabled-${n}@example.com`;
      const login = () => call(t.app, 'POST', '/api/auth/login', { email, password: PASSWORD });
      const second = (await login()).body.data as { token: string; refreshToken: string };
      expect((await rest(target, 'GET', '/api/auth/me')).status).toBe(200);

      const disabled = await gql(admin).execute(DISABLE, { userId: target.id, reason: 'Chargeback fraud' });
      expect(disabled.data?.adminDisableUser).toMatchObject({ id: target.id, disabledReason: 'Chargeback fraud', disabledAt: expect.any(String) });
      // Both open sessions: their next request is 401, in REST and GraphQL, and their refresh tokens are dead.
      expect((await rest(target, 'GET', '/api/auth/me')).status).toBe(401);
      expect((await graphqlClient(t, second.token).post(ME)).status).toBe(401);
      expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(401);
      const refused = await login();
      expect([refused.status, refused.body.error.code]).toEqual([403, 'ACCOUNT_DISABLED']);
      // A wrong password still answers as for anyone: the state is told only to whoever knows the password.
      expect((await call(t.app, 'POST', '/api/auth/login', { email, password: 'wrong-one' })).status).toBe(401);

      const entry = await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { targetUserId: target.id, action: 'user.disable' } });
      expect(entry).toMatchObject({ adminId: admin.id, reason: 'Chargeback fraud', before: { disabledAt: null, disabledReason: null }, details: { sessionsEnded: 2 } });
      expect(await t.services.prisma.refreshToken.count({ where: { userId: target.id, revokedAt: null } })).toBe(0);

      const enabled = await gql(admin).execute(ENABLE, { userId: target.id });
      expect(enabled.data?.adminEnableUser).toEqual({ id: target.id, disabledAt: null, disabledReason: null });
      expect((await login()).status).toBe(200);
      expect(await t.services.prisma.auditLogEntry.count({ where: { targetUserId: target.id, action: 'user.enable' } })).toBe(1);
    });

    it('does not let an admin disable themselves', async () => {
      const result = await gql(admin).execute(DISABLE, { userId: admin.id, reason: 'oops, myself' });
      expect(codeOf(result)).toBe('CANNOT_DISABLE_SELF');
      expect((await gql(admin).execute(ME)).data?.me?.isAdmin).toBe(true);
    });
  });

  describe('console reads', () => {
    it('searches users by a part of the email or name in any case, pages by cursor, and counts the matches', async () => {
      const tag = randomBytes(3).toString('hex');
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await registerUser(t, `Find${tag}-${i}@example.com`));
      const first = await gql(admin).execute(USERS, { search: `FIND${tag.toUpperCase()}`, first: 2 });
      expect(first.data?.adminUsers.totalCount).toBe(3);
      expect(nodes(first.data!.adminUsers).map((u) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
      expect(first.data?.adminUsers.pageInfo.hasNextPage).toBe(true);
      const next = await gql(admin).execute(USERS, { search: `find${tag}`, first: 2, after: first.data!.adminUsers.pageInfo.endCursor });
      expect(next.data?.adminUsers).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false }, edges: [{ node: { id: made[0]!.id, creditsBalance: 0, isAdmin: false } }] });
      // The name (registerUser names each account after its address) matches too.
      const byName = await rest(admin, 'GET', `/api/admin/users?search=${tag}-1`);
      expect(byName.body.data.map((u: Json) => u.id)).toEqual([made[1]!.id]);
      expect(byName.body.metadata).toMatchObject({ total: 1, nextCursor: null });
    });

    it("shows a user's detail; an unknown id is NOT_FOUND", async () => {
      const target = await newUser();
      await rest(admin, 'POST', `/api/admin/users/${target.id}/credits`, { amount: 7, reason: 'detail check' });
      const detail = await gql(admin).execute(USER, { id: target.id });
      expect(detail.data?.adminUser).toMatchObject({ user: { id: target.id, creditsBalance: 7, disabledAt: null }, ledger: [{ amount: 7, kind: 'adjustment', actorId: admin.id }], models: [], jobs: [], payments: [] });
      expect(codeOf(await gql(admin).execute(USER, { id: randomUUID() }))).toBe('NOT_FOUND');
      expect((await rest(admin, 'GET', `/api/admin/users/${randomUUID()}`)).status).toBe(404);
    });

    it('lists sign-ins and registrations as activities, filtered by user and kind, and counts users on the dashboard', async () => {
      const target = await newUser('active');
      await call(t.app, 'POST', '/api/auth/login', { email: `active-${n}@example.com`, password: PASSWORD });
      const all = await gql(admin).execute(ACTIVITIES, { userId: target.id });
      expect(nodes(all.data!.adminActivities).map((a) => a.kind)).toEqual(['login', 'register']);
      expect(nodes(all.data!.adminActivities)[0]).toMatchObject({ userId: target.id, userEmail: `active-${n}@example.com`, details: null });
      const logins = await gql(admin).execute(ACTIVITIES, { userId: target.id, kind: 'login' });
      expect(logins.data?.adminActivities.edges).toHaveLength(1);
      expect(codeOf(await gql(admin).execute(ACTIVITIES, { kind: 'nonsense' }))).toBe('VALIDATION_ERROR');
      const dashboard = await gql(admin).execute(DASHBOARD);
      const users = await t.services.prisma.user.count();
      expect(dashboard.data?.adminDashboard).toMatchObject({ users, signups24h: users, signups30d: users, jobsRunning: 0 });
    });

    it('filters the audit log by action and administrator, newest first', async () => {
      const byAction = await gql(admin).execute(AUDIT, { action: 'admin.grant' });
      expect(nodes(byAction.data!.adminAuditLog).every((e) => e.action === 'admin.grant')).toBe(true);
      const byAdmin = await gql(admin).execute(AUDIT, { adminId: admin.id, first: 100 });
      const items = nodes(byAdmin.data!.adminAuditLog);
      expect(items.length).toBeGreaterThan(3);
      expect(items.every((e) => e.adminId === admin.id)).toBe(true);
      const times = items.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const viaRest = await rest(admin, 'GET', `/api/admin/audit-log?action=credits.adjust&first=2`);
      expect(viaRest.body.data).toHaveLength(2);
      expect(viaRest.body.metadata.nextCursor).toEqual(expect.any(String));
    });
  });

  describe('who is an admin', () => {
    it('promotes an ADMIN_EMAILS address when its email is confirmed', async () => {
      const app = await createTestApp({ RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', ADMIN_EMAILS: 'chief@example.com' });
      try {
        const chief = await registerUser(app, 'chief@example.com');
        const other = await registerUser(app, 'deputy@example.com');
        const isAdmin = async (id: string) => (await app.services.prisma.user.findUniqueOrThrow({ where: { id } })).isAdmin;
        expect(await isAdmin(chief.id)).toBe(false);
        for (const email of ['chief@example.com', 'deputy@example.com']) {
          const link = await linkFromOutbox(app.services, email, 'confirm_email');
          expect((await call(app.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') })).status).toBe(200);
        }
        expect([await isAdmin(chief.id), await isAdmin(other.id)]).toEqual([true, false]);
      } finally {
        await app.close();
      }
    });

    it('promotes confirmed ADMIN_EMAILS accounts at start, once', async () => {
      const late = await newUser('late');
      const email = `late-${n}@example.com`;
      const start = async () => {
        const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-admin-')), LOG_LEVEL: 'silent', RUN_WORKERS: 'false', STYLE_PRESETS_SYNC: 'false', ADMIN_EMAILS: email });
        await (await createServices(env, { migrate: false })).close();
      };
      await start();
      await start();
      expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: late.id } })).isAdmin).toBe(true);
      expect(await t.services.prisma.auditLogEntry.count({ where: { targetUserId: late.id, action: 'admin.grant' } })).toBe(1);
    });

    it('grants and revokes through `npm run admin`, each change audited as by the command', async () => {
      const target = await newUser('cli');
      const email = `cli-${n}@example.com`;
      const admin = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: t.databaseUrl, NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' } });
      const isAdmin = async () => (await t.services.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).isAdmin;

      expect((await admin('grant', email.toUpperCase())).stdout).toMatch(/is an admin now/);
      expect(await isAdmin()).toBe(true);
      expect((await admin('grant', email)).stdout).toMatch(/already; nothing changed/);
      expect((await admin('revoke', email)).stdout).toMatch(/is not an admin now/);
      expect(await isAdmin()).toBe(false);
      const entries = await t.services.prisma.auditLogEntry.findMany({ where: { targetUserId: target.id }, orderBy: { createdAt: 'asc' } });
      expect(entries.map((e) => [e.action, e.adminId, e.targetEmail, e.details])).toEqual([
        ['admin.grant', null, email, { by: 'command' }],
        ['admin.revoke', null, email, { by: 'command' }],
      ]);
      await expect(admin('grant', 'nobody@example.com')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No account with the email nobody@example.com/) });
      await expect(admin('promote', email)).rejects.toMatchObject({ code: 2 });
    });
  });
});

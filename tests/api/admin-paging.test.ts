import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlanRows } from '@kadr/server/modules/payments/ensure-plan-rows';
import { registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { walkConnection, walkRestPages, type ConnectionPage, type RestPage } from '../support/walk-pages';

// The console's six lists are Relay connections paged as every list is (lib/paging, issue #32): keyset cursors over
// (created at, id) newest first, `first` 1–100 (25 when not given), forwards only, `totalCount` with the same filters.
// Each list gets rows in a filter of its own, three to a millisecond (the id breaks the ties), and rows the filter
// leaves out; the walk must give exactly the filtered rows, once each, in the promised order.

const USERS = graphql(`
  query AdminPagingUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const JOBS = graphql(`
  query AdminPagingJobs($kind: String, $status: String, $first: Int, $after: String) {
    adminJobs(kind: $kind, status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const ACTIVITIES = graphql(`
  query AdminPagingActivities($userId: ID, $kind: String, $first: Int, $after: String) {
    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const SUBSCRIPTIONS = graphql(`
  query AdminPagingSubscriptions($status: String, $first: Int, $after: String) {
    adminSubscriptions(status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const AUDIT = graphql(`
  query AdminPagingAudit($action: String, $targetUserId: ID, $first: Int, $after: String) {
    adminAuditLog(action: $action, targetUserId: $targetUserId, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const INVOICES = graphql(`
  query AdminPagingInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {
    adminInvoices(filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
  }
`);
const JOBS_BACKWARDS = graphql(`
  query AdminPagingJobsBackwards($last: Int) { adminJobs(last: $last) { edges { node { id } } } }
`);

const ADMIN_EMAIL = 'paging-admin@example.com';
const BASE = Date.parse('2026-05-01T12:00:00.000Z');
/** 30 rows, three to a millisecond: more than the default page of 25. */
const TIMES = Array.from({ length: 30 }, (_, i) => new Date(BASE - Math.floor(i / 3) * 1000));

interface Row {
  id: string;
  createdAt: Date;
}

/** The order the server promises: newest first, ties by id (descending). */
const expected = (rows: Row[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);

type Connection = ConnectionPage<{ id: string }> & { totalCount: number };
type Variables = Record<string, unknown>;

let t: TestApp;
let admin: TestUser;
let subject: TestUser;
const tag = randomUUID().slice(0, 8);
/** Per list: how to ask for a page, the filters, and the rows they must give. */
const lists: Record<string, { fetch: (vars: Variables) => Promise<{ data?: Connection | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>; filters: Variables; rows: Row[] }> = {};

const rowsOf = (times: Date[]) => times.map((createdAt) => ({ id: randomUUID(), createdAt }));

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
  await ensurePlanRows(t.services.prisma);
  admin = await registerUser(t, ADMIN_EMAIL);
  subject = await registerUser(t, `paging-subject-${tag}@example.com`);
  const prisma = t.services.prisma;
  const gql = () => graphqlClient(t, admin.token);

  const users = rowsOf(TIMES);
  await prisma.user.createMany({ data: users.map((row, i) => ({ ...row, email: `listed-${tag}-${i}@example.com`, passwordHash: 'x', fullName: 'Listed' })) });
  await prisma.user.create({ data: { email: `other-${tag}@example.com`, passwordHash: 'x', fullName: 'Other', createdAt: TIMES[4] } });
  lists.adminUsers = { fetch: async (v) => ((r) => ({ data: r.data?.adminUsers, errors: r.errors }))(await gql().execute(USERS, v)), filters: { search: `LISTED-${tag}` }, rows: users };

  const jobs = rowsOf(TIMES);
  await prisma.aiJob.createMany({ data: jobs.map((row) => ({ ...row, userId: subject.id, kind: 'video' as const, status: 'failed' as const })) });
  await prisma.aiJob.createMany({ data: rowsOf(TIMES.slice(0, 5)).map((row) => ({ ...row, userId: subject.id, kind: 'video' as const, status: 'canceled' as const })) });
  lists.adminJobs = { fetch: async (v) => ((r) => ({ data: r.data?.adminJobs, errors: r.errors }))(await gql().execute(JOBS, v)), filters: { kind: 'video', status: 'failed' }, rows: jobs };

  const activities = rowsOf(TIMES);
  await prisma.activity.createMany({ data: activities.map((row) => ({ ...row, userId: subject.id, kind: 'generation', credits: 2 })) });
  await prisma.activity.createMany({ data: rowsOf(TIMES.slice(0, 5)).map((row) => ({ ...row, userId: subject.id, kind: 'purchase', credits: 10 })) });
  lists.adminActivities = {
    fetch: async (v) => ((r) => ({ data: r.data?.adminActivities, errors: r.errors }))(await gql().execute(ACTIVITIES, v)),
    filters: { userId: subject.id, kind: 'generation' },
    rows: activities,
  };

  const subscriptions = rowsOf(TIMES);
  await prisma.subscription.createMany({ data: subscriptions.map((row) => ({ ...row, userId: subject.id, planId: 'sub-monthly', processor: 'stripe', status: 'past_due' as const })) });
  await prisma.subscription.createMany({ data: rowsOf(TIMES.slice(0, 5)).map((row) => ({ ...row, userId: subject.id, planId: 'sub-monthly', processor: 'stripe', status: 'canceled' as const })) });
  lists.adminSubscriptions = {
    fetch: async (v) => ((r) => ({ data: r.data?.adminSubscriptions, errors: r.errors }))(await gql().execute(SUBSCRIPTIONS, v)),
    filters: { status: 'past_due' },
    rows: subscriptions,
  };

  const entries = rowsOf(TIMES);
  await prisma.auditLogEntry.createMany({ data: entries.map((row) => ({ ...row, adminId: admin.id, action: 'credits.adjust', targetUserId: subject.id, reason: 'paging' })) });
  await prisma.auditLogEntry.createMany({ data: rowsOf(TIMES.slice(0, 5)).map((row) => ({ ...row, adminId: admin.id, action: 'user.disable', targetUserId: subject.id, reason: 'paging' })) });
  lists.adminAuditLog = {
    fetch: async (v) => ((r) => ({ data: r.data?.adminAuditLog, errors: r.errors }))(await gql().execute(AUDIT, v)),
    filters: { action: 'credits.adjust', targetUserId: subject.id },
    rows: entries,
  };

  const payment = await prisma.payment.create({ data: { userId: subject.id, planId: 'pack-starter', processor: 'stripe', status: 'paid', amountMinor: 3999, currency: 'PLN', creditsAdded: 40 } });
  const invoices = rowsOf(TIMES);
  const invoice = (row: Row, i: number, kind: 'invoice' | 'correction') => ({
    ...row,
    number: `${kind === 'invoice' ? 'FV' : 'KOR'}/${tag}/${i}`,
    series: kind === 'invoice' ? 'FV' : 'KOR',
    period: '2026-05',
    sequence: i + 1,
    kind,
    paymentId: payment.id,
    userId: subject.id,
    idempotencyKey: `${tag}-${kind}-${i}`,
    language: 'pl',
    currency: 'PLN',
    consumer: true,
    vatTreatment: 'standard',
    buyerName: 'Jan Kowalski',
    netMinor: 3251,
    vatMinor: 748,
    grossMinor: 3999,
    issuedAt: row.createdAt,
    document: {},
  });
  await prisma.invoice.createMany({ data: invoices.map((row, i) => invoice(row, i, 'invoice')) });
  await prisma.invoice.createMany({ data: rowsOf(TIMES.slice(0, 5)).map((row, i) => invoice(row, i, 'correction')) });
  lists.adminInvoices = { fetch: async (v) => ((r) => ({ data: r.data?.adminInvoices, errors: r.errors }))(await gql().execute(INVOICES, v)), filters: { filter: { kind: 'invoice' } }, rows: invoices };
});

afterAll(async () => {
  await t?.close();
});

const LISTS = ['adminUsers', 'adminJobs', 'adminActivities', 'adminSubscriptions', 'adminAuditLog', 'adminInvoices'] as const;

describe('the console lists are connections paged by keyset cursors', () => {
  it.each(LISTS)('%s: the pages cover every filtered row exactly once, newest first (ties by id), with the count of the filter', async (name) => {
    const list = lists[name]!;
    const { pages } = await walkConnection(
      async (after) => {
        const res = await list.fetch({ ...list.filters, first: 4, after });
        expect(res.errors).toBeUndefined();
        expect(res.data?.totalCount).toBe(list.rows.length);
        return res.data!;
      },
      { first: 4, expected: expected(list.rows) },
    );
    expect(pages).toBe(Math.ceil(list.rows.length / 4));
  });

  it.each(LISTS)('%s: 25 a page when `first` is not given; more than 100, none, a bad cursor or paging backwards are refused', async (name) => {
    const list = lists[name]!;
    const plain = await list.fetch(list.filters);
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.edges.map((edge) => edge.node.id)).toEqual(expected(list.rows).slice(0, 25));
    expect(plain.data?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: plain.data?.edges[24]?.cursor });

    const refused = async (vars: Variables) => {
      const res = await list.fetch({ ...list.filters, ...vars });
      expect(res.data ?? null).toBeNull();
      return res.errors?.map((e) => ({ message: e.message, code: e.extensions?.code }));
    };
    expect(await refused({ first: 101 })).toEqual([{ message: '`first` must be between 1 and 100 (got 101); page with `after` for more', code: 'VALIDATION_ERROR' }]);
    expect(await refused({ first: 0 })).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR' })]);
    const invalid = [{ message: 'Invalid cursor: use a cursor this list returned, with the same sort and filters', code: 'VALIDATION_ERROR' }];
    expect(await refused({ first: 5, after: 'not-a-cursor' })).toEqual(invalid);
    // A cursor of this list's shape (its name, a time and an id) whose time and id are neither.
    const [own] = JSON.parse(Buffer.from(plain.data!.pageInfo.endCursor!, 'base64url').toString('utf8')) as [string];
    expect(await refused({ first: 5, after: Buffer.from(JSON.stringify([own, 'yesterday', 'me'])).toString('base64url') })).toEqual(invalid);
    // A cursor of another console list names no position in this one.
    const other = LISTS.find((n) => n !== name)!;
    const theirs = await lists[other]!.fetch({ ...lists[other]!.filters, first: 1 });
    expect(await refused({ first: 5, after: theirs.data?.pageInfo.endCursor })).toEqual(invalid);
  });

  it('pages forwards only', async () => {
    const res = await graphqlClient(t, admin.token).execute(JOBS_BACKWARDS, { last: 2 });
    expect(res.errors?.[0]).toMatchObject({ message: 'This list pages forwards only: use `first` and `after`', extensions: { code: 'VALIDATION_ERROR' } });
  });

  it('keeps the lists to administrators: a user is refused even with a valid cursor', async () => {
    const page = await lists.adminJobs!.fetch({ ...lists.adminJobs!.filters, first: 2 });
    const res = await graphqlClient(t, subject.token).execute(JOBS, { ...lists.adminJobs!.filters, first: 2, after: page.data?.pageInfo.endCursor });
    expect([res.errors?.[0]?.extensions?.code, res.data ?? null]).toEqual(['FORBIDDEN', null]);
  });
});

describe('REST /api/admin pages with first and after', () => {
  const rest = (path: string) => call(t.app, 'GET', path, undefined, bearer(admin.token));

  /** The REST route of a list and its filters as query parameters. */
  const routes = {
    adminUsers: () => `users?search=${encodeURIComponent(`listed-${tag}`)}`,
    adminJobs: () => 'jobs?kind=video&status=failed',
    adminAuditLog: () => `audit-log?action=credits.adjust&targetUserId=${subject.id}`,
  };

  it.each(['adminUsers', 'adminJobs', 'adminAuditLog'] as const)('%s: walks every row with metadata.nextCursor and refuses first=101 and a bad cursor', async (name) => {
    const route = routes[name]();
    await walkRestPages(
      async (cursor) => {
        const res = await rest(`/api/admin/${route}&first=7${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        return res.body as RestPage<{ id: string }>;
      },
      { first: 7, expected: expected(lists[name]!.rows) },
    );
    const plain = await rest(`/api/admin/${route}`);
    expect(plain.body.data).toHaveLength(25);
    expect(plain.body.metadata).toMatchObject({ limit: 25, hasNextPage: true });
    const tooMany = await rest(`/api/admin/${route}&first=101`);
    expect([tooMany.status, tooMany.body.error]).toEqual([400, expect.objectContaining({ code: 'VALIDATION_ERROR', message: '`first` must be between 1 and 100 (got 101); page with `after` for more' })]);
    const bad = await rest(`/api/admin/${route}&after=xyz`);
    expect([bad.status, bad.body.error?.message]).toEqual([400, expect.stringMatching(/^Invalid cursor/)]);
  });

  it('counts the users the search matches', async () => {
    const res = await rest(`/api/admin/users?search=${encodeURIComponent(`listed-${tag}`)}&first=2`);
    expect(res.body.metadata).toMatchObject({ total: 30, limit: 2, hasNextPage: true, nextCursor: expect.any(String) });
  });
});

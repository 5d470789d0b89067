import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendInvoice } from '@kadr/server/modules/admin/resend-invoice';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { startKsefDouble, type KsefDouble } from '../support/ksef-double';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// The console's invoices (issue #26) on the server: the list with its filters and KSeF states, resending a rejected
// invoice to KSeF (the double) until it is accepted, the refusals, and the PDF an admin downloads; every act audited.

const SELLER_NIP = '5260250274';
const TOKEN = '20261207-EC-0123456789-ABCDEF0123-45|nip-5260250274|0123456789abcdef';
const ADMIN_EMAIL = 'invoices-admin@example.com';

const INVOICES = graphql(`
  query AdminTestInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {
    adminInvoices(filter: $filter, first: $first, after: $after) {
      totalCount
      edges { cursor node { id number kind issuedAt currency consumer buyerName buyerTaxId grossMinor userId userEmail ksefStatus ksefNumber ksefError ksefAttempts resendable } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`);
const RESEND = graphql(`
  mutation AdminTestResendInvoice($invoiceId: ID!, $reason: String!) {
    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus ksefError resendable }
  }
`);

type Result = { errors?: readonly { extensions?: Record<string, unknown>; message: string }[] };
const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;

describe('admin console: invoices', () => {
  let double: KsefDouble;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let admin: TestUser;
  let n = 0;
  /** The three invoices every test starts from: KSeF rejected one, accepted another; a consumer's is never sent. */
  let rejected: { id: string; number: string; userId: string };
  let accepted: { id: string; number: string };
  let consumer: { id: string; number: string };
  let companyBuyer: TestUser;
  const BUYER_EMAIL = 'studio@example.com';

  const gql = (u: TestUser | null) => graphqlClient(t, u?.token ?? null);
  const invoiceOf = (paymentId: string) => t.services.prisma.invoice.findFirst({ where: { paymentId, kind: 'invoice' } });
  const purchase = async (user: TestUser, company: Record<string, string> = {}) => {
    const started = await startCheckout(t, user, { planId: 'pack-starter', currency: 'PLN', ...company });
    await submitCheckout(started.checkoutUrl, { method: 'card', outcome: 'success' });
    await stripeEventsProcessed(t);
    return started.orderId;
  };
  const settled = (paymentId: string, status: 'accepted' | 'rejected') =>
    waitFor(async () => {
      const row = await invoiceOf(paymentId);
      return row?.ksefStatus === status && (status === 'rejected' || row.ksefUpo) ? row : undefined;
    }, { timeoutMs: 60_000, what: `the invoice to be ${status} by KSeF` });
  const audits = (action: string) => t.services.prisma.auditLogEntry.findMany({ where: { action }, orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    double = await startKsefDouble({ nip: SELLER_NIP, ksefToken: TOKEN });
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_DISABLED: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      ADMIN_EMAILS: ADMIN_EMAIL,
      KSEF_MODE: 'test',
      KSEF_API_URL: double.url,
      KSEF_TOKEN: TOKEN,
      KSEF_RETRY_DELAY_SECONDS: '1',
    });
    t = served.t;
    admin = await registerUser(t, ADMIN_EMAIL);

    companyBuyer = await registerUser(t, BUYER_EMAIL);
    double.knobs.rejectNext = 1;
    const rejectedRow = await settled(await purchase(companyBuyer, { companyName: 'Fotografia Ślęża sp. z o.o.', nip: '7740001454' }), 'rejected');
    rejected = rejectedRow;
    const other = await registerUser(t, `agency-${++n}@example.com`);
    accepted = await settled(await purchase(other, { companyName: 'Agencja Wisła S.A.', nip: '5260250274' }), 'accepted');
    const person = await registerUser(t, `person-${++n}@example.com`);
    const consumerOrder = await purchase(person);
    const asked = await call(t.app, 'POST', '/api/invoices', { paymentId: consumerOrder }, bearer(person.token));
    expect(asked.status).toBe(201);
    consumer = asked.body.data;
  }, 180_000);
  afterAll(async () => {
    await served?.close();
    await double?.close();
  });

  it('lists invoices newest first with their buyer, account email and KSeF state (a rejection with its reason)', async () => {
    const { data, errors } = await gql(admin).execute(INVOICES, {});
    expect(errors).toBeUndefined();
    const page = data!.adminInvoices;
    expect(page.totalCount).toBe(3);
    const items = page.edges.map((e) => e.node);
    expect(items.map((i) => i.number)).toEqual([consumer.number, accepted.number, rejected.number]);
    const [c, a, r] = items;
    expect(c).toMatchObject({ kind: 'invoice', consumer: true, ksefStatus: 'not_applicable', resendable: false, buyerTaxId: null });
    expect(a).toMatchObject({ ksefStatus: 'accepted', ksefNumber: expect.stringMatching(new RegExp(`^${SELLER_NIP}`)), resendable: false, buyerName: 'Agencja Wisła S.A.' });
    expect(r).toMatchObject({
      ksefStatus: 'rejected',
      ksefNumber: null,
      ksefError: expect.stringContaining(double.knobs.rejectReason),
      ksefAttempts: 1,
      resendable: true,
      buyerName: 'Fotografia Ślęża sp. z o.o.',
      buyerTaxId: '7740001454',
      userId: companyBuyer.id,
      userEmail: BUYER_EMAIL,
      currency: 'PLN',
      grossMinor: 3999,
    });
  });

  it('filters by number, buyer name, tax id or account email, by kind, KSeF status and dates, and pages', async () => {
    const numbers = async (filter: Record<string, unknown>) => {
      const { data, errors } = await gql(admin).execute(INVOICES, { filter });
      expect(errors).toBeUndefined();
      expect(data!.adminInvoices.totalCount).toBe(data!.adminInvoices.edges.length);
      return data!.adminInvoices.edges.map((e) => e.node.number);
    };
    expect(await numbers({ search: rejected.number.toLowerCase() })).toEqual([rejected.number]);
    expect(await numbers({ search: 'ślęża' })).toEqual([rejected.number]);
    expect(await numbers({ search: '774-000-14-54' })).toEqual([rejected.number]);
    expect(await numbers({ search: BUYER_EMAIL.toUpperCase() })).toEqual([rejected.number]);
    expect(await numbers({ search: 'nobody-like-this' })).toEqual([]);
    expect(await numbers({ kind: 'correction' })).toEqual([]);
    expect(await numbers({ kind: 'invoice', ksefStatus: 'rejected' })).toEqual([rejected.number]);
    expect(await numbers({ ksefStatus: 'not_applicable' })).toEqual([consumer.number]);
    const issued = (await t.services.prisma.invoice.findUniqueOrThrow({ where: { id: accepted.id } })).issuedAt;
    expect(await numbers({ from: issued.toISOString(), to: new Date(issued.getTime() + 1).toISOString() })).toEqual([accepted.number]);
    expect(await numbers({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);

    const first = (await gql(admin).execute(INVOICES, { first: 2 })).data!.adminInvoices;
    expect(first.edges.map((e) => e.node.number)).toEqual([consumer.number, accepted.number]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: first.edges[1]!.cursor });
    const second = (await gql(admin).execute(INVOICES, { first: 2, after: first.pageInfo.endCursor })).data!.adminInvoices;
    expect([second.edges.map((e) => e.node.number), second.pageInfo.hasNextPage, second.pageInfo.hasPreviousPage, second.totalCount]).toEqual([[rejected.number], false, true, 3]);
    expect(codeOf(await gql(admin).execute(INVOICES, { first: 500 }))).toBe('VALIDATION_ERROR');
  });

  it('refuses visitors, users and API keys on the server (list, resend and download), changing nothing', async () => {
    const user = await registerUser(t, `curious-${++n}@example.com`);
    const entries = await t.services.prisma.auditLogEntry.count();
    for (const [who, code] of [[null, 'NOT_AUTHENTICATED'], [user, 'FORBIDDEN']] as const) {
      const list = await gql(who).execute(INVOICES, {});
      expect([codeOf(list), list.data ?? null]).toEqual([code, null]);
      const resend = await gql(who).execute(RESEND, { invoiceId: rejected.id, reason: 'not mine to do' });
      expect([codeOf(resend), resend.data ?? null]).toEqual([code, null]);
    }
    const path = `/api/admin/invoices/${rejected.id}.pdf`;
    expect((await call(t.app, 'GET', path)).status).toBe(401);
    expect((await call(t.app, 'GET', path, undefined, bearer(user.token))).status).toBe(403);
    // The buyer themself gets their PDF at /api/invoices, never through the admin route.
    expect((await call(t.app, 'GET', path, undefined, bearer(companyBuyer.token))).status).toBe(403);
    const key = (await call(t.app, 'POST', '/api/api-keys', { name: 'admin key', scopes: ['billing:read'] }, bearer(admin.token))).body.data.key as string;
    expect((await call(t.app, 'GET', path, undefined, bearer(key))).status).toBe(403);
    expect(codeOf(await graphqlClient(t, key).execute(INVOICES, {}))).toBe('FORBIDDEN');
    expect(await t.services.prisma.auditLogEntry.count()).toBe(entries);
    expect((await t.services.prisma.invoice.findUniqueOrThrow({ where: { id: rejected.id } })).ksefStatus).toBe('rejected');
  });

  it('refuses to resend an accepted or a consumer’s invoice, or without a reason, and when KSeF is off; nothing audited', async () => {
    const before = (await audits('invoice.resend')).length;
    const accepting = await gql(admin).execute(RESEND, { invoiceId: accepted.id, reason: 'try it again' });
    expect([codeOf(accepting), accepting.data ?? null]).toEqual(['INVOICE_NOT_RESENDABLE', null]);
    expect(codeOf(await gql(admin).execute(RESEND, { invoiceId: consumer.id, reason: 'try it again' }))).toBe('INVOICE_NOT_RESENDABLE');
    expect(codeOf(await gql(admin).execute(RESEND, { invoiceId: rejected.id, reason: ' x ' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await gql(admin).execute(RESEND, { invoiceId: randomUUID(), reason: 'try it again' }))).toBe('NOT_FOUND');
    const off = { ...t.services, env: { ...t.services.env, KSEF_MODE: 'off' as const } };
    const request = { adminId: admin.id, adminEmail: ADMIN_EMAIL, ip: null, userAgent: null, requestId: null };
    await expect(resendInvoice(off, request, { invoiceId: rejected.id, reason: 'KSeF is off' })).rejects.toMatchObject({ code: 'KSEF_OFF' });
    expect((await audits('invoice.resend')).length).toBe(before);
    expect((await t.services.prisma.invoice.findUniqueOrThrow({ where: { id: rejected.id } })).ksefStatus).toBe('rejected');
  });

  it('resends a rejected invoice with a reason: audited with before and after, queued, and accepted by KSeF', async () => {
    const sent = double.received.length;
    const res = await call(t.app, 'POST', '/graphql', { query: print(RESEND), variables: { invoiceId: rejected.id, reason: 'Buyer data fixed, send again' } }, {
      ...bearer(admin.token),
      'user-agent': 'AdminInvoicesTest/1.0',
      'x-request-id': 'resend-1',
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminResendInvoice).toEqual({ id: rejected.id, ksefStatus: 'pending', ksefError: null, resendable: true });
    const [entry] = (await audits('invoice.resend')).slice(-1);
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN_EMAIL,
      targetUserId: companyBuyer.id,
      targetEmail: BUYER_EMAIL,
      reason: 'Buyer data fixed, send again',
      before: { ksefStatus: 'rejected', ksefError: expect.stringContaining(double.knobs.rejectReason), ksefAttempts: 1 },
      after: { ksefStatus: 'pending' },
      details: { invoiceId: rejected.id, number: rejected.number },
      userAgent: 'AdminInvoicesTest/1.0',
      requestId: 'resend-1',
    });
    const done = await waitFor(async () => {
      const row = await t.services.prisma.invoice.findUniqueOrThrow({ where: { id: rejected.id } });
      return row.ksefStatus === 'accepted' && row.ksefUpo ? row : undefined;
    }, { timeoutMs: 60_000, what: 'the resent invoice to be accepted' });
    expect(done).toMatchObject({ ksefError: null, ksefAttempts: 2, ksefNumber: expect.stringMatching(new RegExp(`^${SELLER_NIP}`)) });
    expect(double.received.length - sent).toBe(1);
    const listed = (await gql(admin).execute(INVOICES, { filter: { search: rejected.number } })).data!.adminInvoices.edges[0]?.node;
    expect(listed).toMatchObject({ ksefStatus: 'accepted', ksefNumber: done.ksefNumber, resendable: false });
  });

  it('lets an admin download any invoice’s PDF, audited; an unknown one is 404 and not audited', async () => {
    const res = await t.app.fetch(new Request(`http://kadr.test/api/admin/invoices/${accepted.id}.pdf`, { headers: { ...bearer(admin.token), 'x-request-id': 'download-1' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Faktura-${accepted.number.replaceAll('/', '-')}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(accepted.number);
    const [entry] = (await audits('invoice.download')).slice(-1);
    expect(entry).toMatchObject({ adminId: admin.id, action: 'invoice.download', details: { invoiceId: accepted.id, number: accepted.number }, requestId: 'download-1', reason: null });

    const count = (await audits('invoice.download')).length;
    expect((await call(t.app, 'GET', `/api/admin/invoices/${randomUUID()}.pdf`, undefined, bearer(admin.token))).status).toBe(404);
    expect((await audits('invoice.download')).length).toBe(count);
  });
});

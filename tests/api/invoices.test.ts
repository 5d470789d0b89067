import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import type { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { ISSUE_INVOICE_QUEUE } from '@kadr/server/modules/invoices/invoice-jobs';
import { issueInvoice } from '@kadr/server/modules/invoices/issue-invoice';
import { tableRates } from '@kadr/server/modules/invoices/nbp-rates';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// VAT invoices (issue #26) from the Stripe sandbox's payments: one per credited company purchase whatever the
// webhooks repeat, gap-free numbers under concurrency, a correcting invoice per refund, consumers' on request.

/** NBP mid rates of USD for the 15 days before today (a fixed table, as NBP_RATES_FILE gives one). */
function ratesFile(): { path: string; table: Record<string, Record<string, { rate: string; table: string }>> } {
  const usd: Record<string, { rate: string; table: string }> = {};
  for (let i = 1; i <= 15; i++) {
    const date = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
    usd[date] = { rate: (3.6 + i / 1000).toFixed(4), table: `${200 - i}/A/NBP/2026` };
  }
  const path = join(tmpdir(), `kadr-nbp-${process.pid}-${Date.now()}.json`);
  const table = { USD: usd };
  writeFileSync(path, JSON.stringify(table));
  return { path, table };
}

describe('invoices', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let sandbox: StripeSandbox;
  let n = 0;
  const rates = ratesFile();
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', NBP_RATES_FILE: rates.path });
    t = served.t;
    sandbox = t.stripeSandbox!;
  }, 60_000);
  afterAll(() => served?.close());
  beforeEach(() => {
    sandbox.autoDeliver = true;
  });

  const newUser = () => registerUser(t, `buyer${++n}@example.com`);
  const order = (id: string) => t.services.prisma.payment.findUniqueOrThrow({ where: { id } });
  const invoicesOf = (paymentId: string) => t.services.prisma.invoice.findMany({ where: { paymentId }, orderBy: { issuedAt: 'asc' } });
  /** Every invoice job of the payment has run (none is queued, retrying or running). */
  const issued = async (paymentId: string, count: number) => {
    await stripeEventsProcessed(t);
    await waitFor(async () => (await invoicesOf(paymentId)).length >= count && !(await t.services.jobs.holdsUnfinished(ISSUE_INVOICE_QUEUE, { paymentId })), {
      timeoutMs: 30_000,
      what: `${count} invoice(s) of payment ${paymentId}`,
    });
    return invoicesOf(paymentId);
  };
  const pay = async (user: TestUser, body: Record<string, unknown>) => {
    const started = await startCheckout(t, user, body);
    await submitCheckout(started.checkoutUrl, { method: 'card', outcome: 'success' });
    return started;
  };

  it('issues one invoice for a company purchase, whatever the webhooks repeat: numbered, with the buyer frozen and Polish VAT', async () => {
    sandbox.autoDeliver = false;
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await startCheckout(t, user, { planId: 'pack-starter', currency: 'PLN', companyName: 'Zażółć Gęślą Jaźń Sp. z o.o.', nip: 'PL 526-025-02-74' });
    await submitCheckout(checkoutUrl, { method: 'card', outcome: 'success' });
    const completed = sandbox.events.find((e) => e.type === 'checkout.session.completed' && e.body.includes(sessionId))!;
    expect(await Promise.all(Array.from({ length: 10 }, () => sandbox.deliver(completed.id)))).toEqual(Array(10).fill(200));
    for (const e of sandbox.events.filter((e) => e.body.includes(sessionId) && e.id !== completed.id)) await sandbox.deliver(e.id);
    const [invoice, ...more] = await issued(orderId, 1);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', consumer: false, vatTreatment: 'pl_vat', currency: 'PLN', buyerName: 'Zażółć Gęślą Jaźń Sp. z o.o.', buyerTaxId: '5260250274', grossMinor: 3999, netMinor: 3251, vatMinor: 748 });
    expect(invoice!.number).toMatch(/^KDR\/\d{4}\/\d{2}\/\d{6}$/);
    const doc = invoice!.document as unknown as InvoiceDocument;
    expect(doc.lines).toEqual([expect.objectContaining({ vatRate: 23, netMinor: 3251, vatMinor: 748, grossMinor: 3999, quantity: 1 })]);
    expect(doc.buyer).toMatchObject({ nip: '5260250274', countryCode: 'PL' });
    expect(doc.language).toBe('pl');
    expect(doc.lines[0]!.description).toBe('Kredyty Kadr: pakiet Start (40 kredytów)');
    // The receipt says where the invoice is.
    const user_ = await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const receipt = await t.services.prisma.outboxEmail.findFirstOrThrow({ where: { to: user_.email, kind: 'payment_receipt' } });
    expect(receipt.text).toContain('faktura VAT dla Zażółć Gęślą Jaźń Sp. z o.o. zostanie wystawiona');
    // Renamed later: the issued invoice keeps the buyer as it was.
    await t.services.prisma.payment.update({ where: { id: orderId }, data: { companyName: 'Other' } });
    expect((await invoicesOf(orderId))[0]!.buyerName).toBe('Zażółć Gęślą Jaźń Sp. z o.o.');
  });

  it("invoices each paid period of a company's subscription to the company", async () => {
    const user = await newUser();
    const { sessionId, orderId } = await pay(user, { planId: 'sub-monthly', currency: 'PLN', companyName: 'Abonament Łąka sp. z o.o.', nip: '5260250274' });
    const [first] = await issued(orderId, 1);
    expect(first).toMatchObject({ buyerTaxId: '5260250274', grossMinor: 4999 });
    const subId = String(sandbox.get(sessionId, 'checkout.session').subscription);
    sandbox.renew(subId, 'paid');
    await stripeEventsProcessed(t);
    const subscription = await t.services.prisma.subscription.findUniqueOrThrow({ where: { processorRef: subId } });
    const renewal = await waitFor(async () => {
      const rows = await t.services.prisma.invoice.findMany({ where: { payment: { subscriptionId: subscription.id }, paymentId: { not: orderId } } });
      return rows.length ? rows : undefined;
    }, { timeoutMs: 30_000, what: "the renewal's invoice" });
    expect(renewal).toHaveLength(1);
    expect(renewal[0]).toMatchObject({ buyerName: 'Abonament Łąka sp. z o.o.', buyerTaxId: '5260250274', grossMinor: 4999, vatTreatment: 'pl_vat' });
    expect((renewal[0]!.document as unknown as InvoiceDocument).lines[0]!.description).toBe('Subskrypcja Kadr: plan Miesięczny (60 kredytów)');
  });

  it('downloads the PDF for its buyer and for a billing:read API key, and for no one else', async () => {
    const user = await newUser();
    const { orderId } = await pay(user, { planId: 'pack-starter', currency: 'PLN', companyName: 'Pracownia Żółw', nip: '5260250274' });
    const [invoice] = await issued(orderId, 1);
    const pdf = await t.app.fetch(new Request(`http://kadr.test/api/invoices/${invoice!.id}.pdf`, { headers: bearer(user.token) }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`Faktura-${invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const other = await newUser();
    expect((await t.app.fetch(new Request(`http://kadr.test/api/invoices/${invoice!.id}.pdf`, { headers: bearer(other.token) }))).status).toBe(404);
    // A partner's key with billing:read lists and downloads; one without it is refused.
    const key = (scopes: string[]) => call(t.app, 'POST', '/api/api-keys', { name: scopes.join() || 'none', scopes }, bearer(user.token)).then((r) => r.body.data.key as string);
    const [billing, library] = [await key(['billing:read']), await key(['library:read'])];
    const listed = await call(t.app, 'GET', '/api/invoices', undefined, bearer(billing));
    expect(listed.body.data.map((i: { number: string }) => i.number)).toEqual([invoice!.number]);
    expect((await t.app.fetch(new Request(`http://kadr.test/api/invoices/${invoice!.id}.pdf`, { headers: bearer(billing) }))).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/invoices', undefined, bearer(library))).status).toBe(403);
    const viaGraphql = await call(t.app, 'POST', '/graphql', { query: '{ invoices { number kind ksefStatus pdfPath } }' }, bearer(billing));
    expect(viaGraphql.body.data.invoices).toEqual([{ number: invoice!.number, kind: 'invoice', ksefStatus: 'not_applicable', pdfPath: `/api/invoices/${invoice!.id}.pdf` }]);
  });

  it("issues a company's invoice once when the buyer asks for it before its job has run", async () => {
    sandbox.autoDeliver = false;
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await startCheckout(t, user, { planId: 'pack-pro', currency: 'PLN', companyName: 'Firma Ćma', nip: '5260250274' });
    await submitCheckout(checkoutUrl, { method: 'card', outcome: 'success' });
    // Credited in this process, the job left queued; the buyer asks first.
    const { prisma } = t.services;
    const key = `stripe:${sessionId}`;
    await prisma.$transaction(async (tx) => {
      await tx.creditLedgerEntry.create({ data: { userId: user.id, amount: 100, kind: 'purchase', idempotencyKey: key, paymentId: orderId } });
      await tx.payment.update({ where: { id: orderId }, data: { status: 'paid', creditsAdded: 100 } });
    });
    const asked = await call(t.app, 'POST', '/api/invoices', { paymentId: orderId }, bearer(user.token));
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ consumer: false, buyerTaxId: '5260250274' });
    const again = await issueInvoice({ prisma, env: t.services.env, rates: tableRates(rates.table), log: t.services.log }, { kind: 'invoice', paymentId: orderId, key });
    expect(again!.id).toBe(asked.body.data.id);
    expect(await invoicesOf(orderId)).toHaveLength(1);
  });

  it('issues none for a consumer until asked; then one, without a tax id, and only once', async () => {
    const user = await newUser();
    const { orderId } = await pay(user, { planId: 'pack-pro', currency: 'PLN' });
    await stripeEventsProcessed(t);
    await waitFor(async () => !(await t.services.jobs.holdsUnfinished(ISSUE_INVOICE_QUEUE, { paymentId: orderId })), { what: 'the invoice job of the consumer payment' });
    expect(await invoicesOf(orderId)).toEqual([]);
    const asked = await call(t.app, 'POST', '/api/invoices', { paymentId: orderId }, bearer(user.token));
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ consumer: true, buyerTaxId: null, grossMinor: 7999, number: expect.stringMatching(/^KDR\//) });
    const again = await call(t.app, 'POST', '/api/invoices', { paymentId: orderId }, bearer(user.token));
    expect(again.body.data.id).toBe(asked.body.data.id);
    // Someone else's payment: not found.
    const other = await newUser();
    expect((await call(t.app, 'POST', '/api/invoices', { paymentId: orderId }, bearer(other.token))).status).toBe(404);
  });

  it('reverse-charges an EU business and converts a USD sale to PLN at the NBP rate of the day before', async () => {
    const user = await newUser();
    const { orderId } = await pay(user, { planId: 'pack-pro', currency: 'USD', companyName: 'Bildwerk GmbH', nip: 'DE 123 456 789' });
    expect(await order(orderId)).toMatchObject({ vatId: 'DE123456789', taxId: null });
    const [invoice] = await issued(orderId, 1);
    const doc = invoice!.document as unknown as InvoiceDocument;
    expect(invoice).toMatchObject({ vatTreatment: 'reverse_charge', currency: 'USD', netMinor: 1999, vatMinor: 0, grossMinor: 1999, buyerTaxId: 'DE123456789' });
    expect(doc.lines[0]).toMatchObject({ vatRate: 0, vatMarker: 'np II' });
    // The table's last day before the day of sale.
    const usd = rates.table.USD!;
    const rateDate = Object.keys(usd).filter((d) => d < doc.saleDate).sort().at(-1)!;
    expect(doc.pln).toMatchObject({ rateDate, rate: usd[rateDate]!.rate, table: usd[rateDate]!.table });
    expect(doc.pln!.netMinor).toBe(Math.round(1999 * Number(doc.pln!.rate)));
    // A tax id that is neither a NIP nor an EU VAT id is refused at checkout.
    const bad = await call(t.app, 'POST', '/api/payments/checkout', { planId: 'pack-pro', currency: 'USD', withdrawalConsent: true, nip: 'US123' }, bearer(user.token));
    expect(bad.status).toBe(400);
  });

  it('corrects a partial refund once, then the rest, never editing the invoice', async () => {
    const user = await newUser();
    const { orderId } = await pay(user, { planId: 'pack-starter', currency: 'PLN', companyName: 'Studio Łódź', nip: '5260250274' });
    const [invoice] = await issued(orderId, 1);
    const paid = await order(orderId);
    await t.services.stripe!.stripe.refunds.create({ payment_intent: paid.paymentIntentRef!, amount: 2000 });
    const [, correction] = await issued(orderId, 2);
    expect(correction).toMatchObject({ kind: 'correction', correctsId: invoice!.id, grossMinor: -2000, netMinor: 1625 - 3251, vatMinor: -2000 - (1625 - 3251) });
    expect(correction!.number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{6}$/);
    const doc = correction!.document as unknown as InvoiceDocument;
    expect(doc.correction).toMatchObject({ ofNumber: invoice!.number, reason: 'Zwrot płatności' });
    expect(doc.correction!.before[0]!.grossMinor).toBe(3999);
    expect(doc.correction!.after[0]!.grossMinor).toBe(1999);
    // The same refund event again: no second correction.
    const refunded = sandbox.events.filter((e) => e.type === 'charge.refunded' && e.body.includes(paid.paymentIntentRef!));
    await sandbox.deliver(refunded.at(-1)!.id);
    await issued(orderId, 2);
    expect(await invoicesOf(orderId)).toHaveLength(2);
    // The rest refunded: a second correction, to zero.
    await t.services.stripe!.stripe.refunds.create({ payment_intent: paid.paymentIntentRef! });
    const all = await issued(orderId, 3);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ kind: 'correction', grossMinor: -1999 });
    expect((all[2]!.document as unknown as InvoiceDocument).correction!.after[0]!.grossMinor).toBe(0);
    // The first invoice is as it was issued.
    expect(await t.services.prisma.invoice.findUniqueOrThrow({ where: { id: invoice!.id } })).toEqual(invoice);
  });

  it('gives 50 payments paid at once 50 consecutive numbers, no gap and no repeat, though each is issued twice at the same time', async () => {
    const { prisma } = t.services;
    const user = await newUser();
    const payments = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        prisma.payment.create({ data: { userId: user.id, planId: 'pack-starter', processor: 'stripe', status: 'paid', amountMinor: 3999, currency: 'PLN', creditsAdded: 40, companyName: `Firma ${i}`, taxId: '5260250274', consentLanguage: 'pl' } }),
      ),
    );
    const deps = { prisma, env: t.services.env, rates: tableRates(rates.table), log: t.services.log };
    const before = await prisma.invoice.count({ where: { series: 'KDR' } });
    const results = await Promise.all(payments.flatMap((p) => [issueInvoice(deps, { kind: 'invoice', paymentId: p.id, key: `test:${p.id}` }), issueInvoice(deps, { kind: 'invoice', paymentId: p.id, key: `test:${p.id}` })]));
    const ids = new Set(results.map((r) => r!.id));
    expect(ids.size).toBe(50);
    const rows = await prisma.invoice.findMany({ where: { paymentId: { in: payments.map((p) => p.id) } }, orderBy: { sequence: 'asc' } });
    expect(rows).toHaveLength(50);
    const period = rows[0]!.period;
    const all = await prisma.invoice.findMany({ where: { series: 'KDR', period }, orderBy: { sequence: 'asc' }, select: { sequence: true } });
    // Every number of the month from 1 up, each once: the 50 new ones follow the ones before them.
    expect(all.map((r) => r.sequence)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(all.length).toBe(before + 50);
  });
});

import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { startKsefDouble, type KsefDouble } from '../support/ksef-double';
import { isValidKsefNumber } from '../support/ksef-double-invoices';
import { serveTestApp } from '../support/serve-app';
import { bearer, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Invoices sent to KSeF (issue #26) by the send-invoice-ksef job, against the KSeF double over HTTP: KSeF down → the
// invoice waits (its PDF says so) → sent once KSeF is back, with its KSeF number and UPO; a correction names its
// invoice's KSeF number; a rejection is recorded with its reason. Crediting never waits for any of it.

// The example seller's NIP (outside production, INVOICE_SELLER_* unset) and a KSeF token for it.
const SELLER_NIP = '5260250274';
const TOKEN = '20261207-EC-0123456789-ABCDEF0123-45|nip-5260250274|0123456789abcdef';

describe('invoices in KSeF', () => {
  let double: KsefDouble;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    double = await startKsefDouble({ nip: SELLER_NIP, ksefToken: TOKEN });
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_DISABLED: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      KSEF_MODE: 'test',
      KSEF_API_URL: double.url,
      KSEF_TOKEN: TOKEN,
      KSEF_RETRY_DELAY_SECONDS: '1',
    });
    t = served.t;
  }, 60_000);
  afterAll(async () => {
    await served?.close();
    await double?.close();
  });

  const invoice = (paymentId: string, kind: 'invoice' | 'correction' = 'invoice') =>
    t.services.prisma.invoice.findFirst({ where: { paymentId, kind }, orderBy: { issuedAt: 'desc' } });
  const companyPurchase = async () => {
    const user = await registerUser(t, `ksef${++n}@example.com`);
    const started = await startCheckout(t, user, { planId: 'pack-starter', currency: 'PLN', companyName: 'Fotografia Ślęża sp. z o.o.', nip: '7740001454' });
    await submitCheckout(started.checkoutUrl, { method: 'card', outcome: 'success' });
    await stripeEventsProcessed(t);
    return { user, orderId: started.orderId };
  };
  const pdfText = async (token: string, id: string) => {
    const res = await t.app.fetch(new Request(`http://kadr.test/api/invoices/${id}.pdf`, { headers: bearer(token) }));
    return (await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })).text;
  };

  it('keeps an invoice KSeF is down for (its PDF awaits a KSeF number) and sends it once KSeF is back, once', async () => {
    double.knobs.unavailable = 1_000_000;
    const { user, orderId } = await companyPurchase();
    // Credited at once, KSeF or not.
    expect((await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('paid');
    const waiting = await waitFor(async () => {
      const row = await invoice(orderId);
      return row && row.ksefAttempts >= 2 ? row : undefined;
    }, { timeoutMs: 60_000, what: 'two attempts at sending the invoice to a KSeF that is down' });
    expect(waiting).toMatchObject({ ksefStatus: 'pending', ksefNumber: null, ksefError: expect.stringMatching(/^unavailable/) });
    expect(await pdfText(user.token, waiting.id)).toContain('Oczekuje na numer KSeF');

    const before = double.received.length;
    double.knobs.unavailable = 0;
    const accepted = await waitFor(async () => {
      const row = await invoice(orderId);
      return row?.ksefStatus === 'accepted' && row.ksefUpo ? row : undefined;
    }, { timeoutMs: 60_000, what: 'the invoice to be accepted by KSeF once it is back' });
    expect(isValidKsefNumber(accepted.ksefNumber!)).toBe(true);
    expect(accepted.ksefNumber!.startsWith(SELLER_NIP)).toBe(true);
    expect(accepted.ksefUpo).toContain(accepted.ksefNumber!);
    expect(double.received.length - before).toBe(1);
    expect(double.received.at(-1)).toContain(`<P_2>${accepted.number}</P_2>`);
    const text = await pdfText(user.token, accepted.id);
    expect(text).toContain(accepted.ksefNumber!);
    expect(text).not.toContain('Oczekuje na numer KSeF');
  });

  it("sends a refund's correction with its invoice's KSeF number", async () => {
    const { orderId } = await companyPurchase();
    const original = await waitFor(async () => {
      const row = await invoice(orderId);
      return row?.ksefStatus === 'accepted' && row.ksefUpo ? row : undefined;
    }, { timeoutMs: 60_000, what: 'the invoice to be accepted' });
    const paid = await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } });
    await t.services.stripe!.stripe.refunds.create({ payment_intent: paid.paymentIntentRef!, amount: 1000 });
    await stripeEventsProcessed(t);
    const correction = await waitFor(async () => {
      const row = await invoice(orderId, 'correction');
      return row?.ksefStatus === 'accepted' ? row : undefined;
    }, { timeoutMs: 60_000, what: 'the correction to be accepted' });
    const xml = double.received.find((x) => x.includes(`<P_2>${correction.number}</P_2>`))!;
    expect(xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect(xml).toContain(original.ksefNumber!);
    expect(xml).toContain(original.number);
  });

  it('records a rejection with its reason and sends nothing more for it', async () => {
    double.knobs.rejectNext = 1;
    const { orderId } = await companyPurchase();
    const rejected = await waitFor(async () => {
      const row = await invoice(orderId);
      return row?.ksefStatus === 'rejected' ? row : undefined;
    }, { timeoutMs: 60_000, what: 'the rejection to be recorded' });
    expect(rejected.ksefError).toContain(double.knobs.rejectReason);
    expect(rejected.ksefNumber).toBeNull();
  });
});

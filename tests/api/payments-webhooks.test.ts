import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { signature } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import type { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { serveTestApp } from '../support/serve-app';
import { call, type TestApp } from '../support/test-app';

// Every event sequence of issue #11 against the Stripe sandbox: the app's checkout, the sandbox's hosted form, its
// signed webhooks to POST /api/webhooks/stripe, the jobs that re-read Stripe; balances read from the ledger.
describe('Stripe webhooks', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let sandbox: StripeSandbox;
  let n = 0;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1' });
    t = served.t;
    sandbox = t.stripeSandbox!;
  }, 60_000);
  afterAll(() => served?.close());
  beforeEach(() => {
    sandbox.autoDeliver = true;
  });

  const newUser = () => registerUser(t, `payer${++n}@example.com`);
  const checkout = (user: TestUser, planId: string, currency: 'PLN' | 'USD') => startCheckout(t, user, { planId, currency });
  const submit = submitCheckout;
  /** The ledger's sum for a user's personal wallet. */
  const ledger = async (userId: string) => (await t.services.prisma.creditLedgerEntry.aggregate({ _sum: { amount: true }, where: { userId, teamId: null } }))._sum.amount ?? 0;
  const order = (id: string) => t.services.prisma.payment.findUniqueOrThrow({ where: { id } });
  const processed = () => stripeEventsProcessed(t);
  const eventsAbout = (id: string, type: string) => sandbox.events.filter((e) => e.type === type && e.body.includes(id));

  it('credits a paid one-off purchase once, under the session as its key', async () => {
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await checkout(user, 'pack-starter', 'PLN');
    const res = await submit(checkoutUrl, { method: 'blik', blik_code: '777123', outcome: 'success' });
    expect(res.headers.get('location')).toBe(`${served.url}/pl/payment-success?session_id=${sessionId}`);
    await processed();
    expect(await ledger(user.id)).toBe(40);
    expect(await order(orderId)).toMatchObject({ status: 'paid', creditsAdded: 40, amountMinor: 3999, paymentIntentRef: expect.stringMatching(/^pi_/) });
    const entries = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId: user.id } });
    expect(entries.map((e) => [e.kind, e.amount, e.idempotencyKey, e.paymentId])).toEqual([['purchase', 40, `stripe:${sessionId}`, orderId]]);
  });

  it('adds nothing for a declined card, leaving the order pending with its session open', async () => {
    const user = await newUser();
    const { checkoutUrl, orderId } = await checkout(user, 'pack-starter', 'USD');
    const res = await submit(checkoutUrl, { method: 'card', outcome: 'declined' });
    expect(res.headers.get('location')).toBe(`${served.url}/payment-failed?order=${orderId}`);
    await processed();
    expect(await ledger(user.id)).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: 'pending', creditsAdded: 0 });
  });

  it('credits an async payment only once it succeeds, and never when it fails', async () => {
    const user = await newUser();
    const good = await checkout(user, 'pack-pro', 'PLN');
    await submit(good.checkoutUrl, { method: 'p24', p24_bank: 'mBank', outcome: 'pending' });
    await processed();
    expect(eventsAbout(good.sessionId, 'checkout.session.completed')).toHaveLength(1);
    expect(await ledger(user.id)).toBe(0);
    expect(await order(good.orderId)).toMatchObject({ status: 'pending' });
    await submit(good.checkoutUrl, { settle: 'success' });
    await processed();
    expect(await ledger(user.id)).toBe(100);
    expect(await order(good.orderId)).toMatchObject({ status: 'paid', creditsAdded: 100 });

    const bad = await checkout(user, 'pack-starter', 'PLN');
    await submit(bad.checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'pending' });
    await processed();
    await submit(bad.checkoutUrl, { settle: 'failed' });
    await processed();
    expect(eventsAbout(bad.sessionId, 'checkout.session.async_payment_failed')).toHaveLength(1);
    expect(await order(bad.orderId)).toMatchObject({ status: 'failed', creditsAdded: 0, failureReason: 'generic_decline' });
    expect(await ledger(user.id)).toBe(100);
  });

  it('credits a subscription each period — created, renewed twice — and keeps the credits when it is canceled', async () => {
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await checkout(user, 'sub-monthly', 'USD');
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    expect(await ledger(user.id)).toBe(60);
    const subId = String(sandbox.get(sessionId, 'checkout.session').subscription);
    const row = () => t.services.prisma.subscription.findUniqueOrThrow({ where: { processorRef: subId } });
    const first = await row();
    expect(first).toMatchObject({ userId: user.id, planId: 'sub-monthly', status: 'active', cancelAtPeriodEnd: false });
    expect(await order(orderId)).toMatchObject({ status: 'paid', creditsAdded: 60, subscriptionId: first.id, invoiceRef: expect.stringMatching(/^in_/) });
    expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBe('sub-monthly');

    sandbox.renew(subId, 'paid');
    sandbox.renew(subId, 'paid');
    await processed();
    expect(await ledger(user.id)).toBe(180);
    const renewed = await row();
    expect(renewed.currentPeriodEnd!.getTime() - first.currentPeriodEnd!.getTime()).toBe(60 * 86400 * 1000);
    const payments = await t.services.prisma.payment.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
    expect(payments.map((p) => [p.status, p.creditsAdded, p.subscriptionId])).toEqual([
      ['paid', 60, first.id],
      ['paid', 60, first.id],
      ['paid', 60, first.id],
    ]);
    const keys = (await t.services.prisma.creditLedgerEntry.findMany({ where: { userId: user.id } })).map((e) => e.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set(payments.map((p) => `stripe:${p.invoiceRef}`)));

    await t.services.stripe!.stripe.subscriptions.cancel(subId);
    await processed();
    expect(await row()).toMatchObject({ status: 'canceled' });
    expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planId).toBeNull();
    expect(await ledger(user.id)).toBe(180);
  });

  it('takes back only the unspent half of a refunded purchase, never below zero, recording the rest', async () => {
    const user = await newUser();
    const { checkoutUrl, orderId } = await checkout(user, 'pack-starter', 'PLN');
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    await t.services.prisma.$transaction((tx) => grantCredits(tx, { userId: user.id, amount: -20, kind: 'capture', idempotencyKey: `spent-${user.id}` }));
    const paid = await order(orderId);
    await t.services.stripe!.stripe.refunds.create({ payment_intent: paid.paymentIntentRef! });
    await processed();
    expect(await ledger(user.id)).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: 'refunded', creditsRefunded: 20, creditsUnrecovered: 20 });
    // The refund event again changes nothing.
    const [refunded] = eventsAbout(paid.paymentIntentRef!, 'charge.refunded');
    await sandbox.deliver(refunded!.id);
    await processed();
    expect(await ledger(user.id)).toBe(0);
    expect(await order(orderId)).toMatchObject({ creditsRefunded: 20, creditsUnrecovered: 20 });
  });

  it('flags the account of a disputed payment for the admins', async () => {
    const user = await newUser();
    const { checkoutUrl, orderId } = await checkout(user, 'pack-starter', 'USD');
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    const pi = sandbox.get((await order(orderId)).paymentIntentRef!, 'payment_intent');
    sandbox.dispute(String(pi.latest_charge));
    await processed();
    expect((await order(orderId)).disputedAt).toBeInstanceOf(Date);
    expect(await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ flaggedAt: expect.any(Date), flagReason: expect.stringContaining('fraudulent') });
  });

  it('adds the credits once when the same event is delivered 10 times at once', async () => {
    sandbox.autoDeliver = false;
    const user = await newUser();
    const { checkoutUrl, sessionId } = await checkout(user, 'pack-studio', 'PLN');
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    const [completed] = eventsAbout(sessionId, 'checkout.session.completed');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => sandbox.deliver(completed!.id)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await t.services.prisma.webhookDelivery.count({ where: { source: 'stripe', id: completed!.id } })).toBe(1);
    await processed();
    expect(await ledger(user.id)).toBe(250);
  });

  it('credits a subscription once when invoice.paid comes before checkout.session.completed', async () => {
    sandbox.autoDeliver = false;
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await checkout(user, 'sub-yearly', 'PLN');
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    const subId = String(sandbox.get(sessionId, 'checkout.session').subscription);
    const [invoicePaid] = eventsAbout(subId, 'invoice.paid');
    expect(await sandbox.deliver(invoicePaid!.id)).toBe(200);
    await processed();
    expect(await ledger(user.id)).toBe(720);
    for (const event of [...eventsAbout(sessionId, 'checkout.session.completed'), ...eventsAbout(subId, 'customer.subscription.created')]) {
      expect(await sandbox.deliver(event.id)).toBe(200);
    }
    await processed();
    expect(await ledger(user.id)).toBe(720);
    expect(await order(orderId)).toMatchObject({ status: 'paid', creditsAdded: 720 });
  });

  it('answers 400 to a forged or missing signature and records nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_forged', object: 'checkout.session' } } });
    const post = (headers: Record<string, string>) => call(t.app, 'POST', '/api/webhooks/stripe', body, headers);
    expect((await post({ 'stripe-signature': signature(body, 'whsec_forged') })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ 'stripe-signature': signature(body, t.services.stripe!.webhookSecret, Math.floor(Date.now() / 1000) - 3600) })).status).toBe(400);
    expect(await t.services.prisma.webhookDelivery.count({ where: { id: 'evt_forged' } })).toBe(0);
  });
});

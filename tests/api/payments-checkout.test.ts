import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../factories/library';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';

// POST /api/payments/checkout against the Stripe sandbox: the order is recorded with its consent, then a Checkout
// Session with the methods that work for the purchase.
describe('POST /api/payments/checkout', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
    user = await registerUser(t, 'buyer@example.com');
  });
  afterAll(() => served?.close());

  const checkout = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/payments/checkout', body, { ...bearer(user.token), ...headers });
  const session = (id: string) => t.stripeSandbox!.get(id, 'checkout.session');

  it('opens a one-off PLN checkout by card, BLIK or P24, keeping the consent in Polish with its time on the order', async () => {
    const res = await checkout({ planId: 'pack-starter', currency: 'PLN', withdrawalConsent: true, companyName: 'Kadr sp. z o.o.', nip: 'PL 526-025-02-74' }, { 'accept-language': 'pl' });
    expect(res.status).toBe(201);
    const { checkoutUrl, sessionId, orderId } = res.body.data;
    expect(checkoutUrl).toBe(`${served.url}/dev/stripe/checkout/${sessionId}`);
    expect(session(sessionId)).toMatchObject({ mode: 'payment', amount_total: 3999, currency: 'pln', payment_method_types: ['card', 'blik', 'p24'], locale: 'pl', client_reference_id: orderId, success_url: `${served.url}/pl/payment-success?session_id={CHECKOUT_SESSION_ID}` });
    const order = await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: 'pending', processorRef: sessionId, planId: 'pack-starter', amountMinor: 3999, currency: 'PLN', consentLanguage: 'pl', companyName: 'Kadr sp. z o.o.', taxId: '5260250274', creditsAdded: 0 });
    expect(order.consentText).toMatch(/^Rozumiem i chcę kontynuować/);
    expect(order.withdrawalWaiverAt).toBeInstanceOf(Date);
  });

  it('offers card only for subscriptions and for USD', async () => {
    const sub = await checkout({ planId: 'sub-monthly', currency: 'PLN', withdrawalConsent: true });
    expect(session(sub.body.data.sessionId)).toMatchObject({ mode: 'subscription', payment_method_types: ['card'] });
    const usd = await checkout({ planId: 'pack-pro', currency: 'USD', withdrawalConsent: true, language: 'en' });
    expect(session(usd.body.data.sessionId)).toMatchObject({ mode: 'payment', amount_total: 1999, currency: 'usd', payment_method_types: ['card'] });
  });

  it('sells nothing without the withdrawal consent, an existing plan, a valid NIP or a team the buyer runs', async () => {
    const before = await t.services.prisma.payment.count();
    expect(await checkout({ planId: 'pack-starter', currency: 'PLN' })).toMatchObject({ status: 400, body: { error: { code: 'WITHDRAWAL_CONSENT_REQUIRED' } } });
    expect(await checkout({ planId: 'pack-starter', currency: 'PLN', withdrawalConsent: 'yes' })).toMatchObject({ status: 400, body: { error: { code: 'WITHDRAWAL_CONSENT_REQUIRED' } } });
    expect(await checkout({ planId: 'pack-none', currency: 'PLN', withdrawalConsent: true })).toMatchObject({ status: 404, body: { error: { code: 'PLAN_NOT_FOUND', message: 'Plan not found' } } });
    expect(await checkout({ planId: 'pack-starter', currency: 'EUR', withdrawalConsent: true })).toMatchObject({ status: 400, body: { error: { code: 'INVALID_PAYMENT_DATA' } } });
    expect(await checkout({ planId: 'pack-starter', currency: 'PLN', withdrawalConsent: true, nip: '5260250275' })).toMatchObject({ status: 400, body: { error: { code: 'INVALID_PAYMENT_DATA', message: 'Invalid NIP' } } });
    const team = await t.services.prisma.team.create({ data: { name: 'Other', ownerId: (await registerUser(t, 'owner@example.com')).id } });
    expect(await checkout({ planId: 'pack-starter', currency: 'PLN', withdrawalConsent: true, teamId: team.id })).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    expect(await call(t.app, 'POST', '/api/payments/checkout', { planId: 'pack-starter', currency: 'PLN', withdrawalConsent: true })).toMatchObject({ status: 401 });
    expect(await t.services.prisma.payment.count()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../factories/library';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// GET /api/payments/verify and POST /api/payments/portal against the Stripe sandbox.
describe('payment results and the portal', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
    user = await registerUser(t, 'verifier@example.com');
  }, 60_000);
  afterAll(() => served?.close());

  const as = (who: TestUser) => bearer(who.token);
  const checkout = async (planId: string, currency: string) => (await call(t.app, 'POST', '/api/payments/checkout', { planId, currency, withdrawalConsent: true }, as(user))).body.data;
  const submit = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const verify = (query: string, who = user) => call(t.app, 'GET', `/api/payments/verify?${query}`, undefined, as(who));
  async function processed() {
    await t.stripeSandbox!.settled();
    const ids = (await t.services.prisma.webhookDelivery.findMany({ where: { source: 'stripe' }, select: { id: true } })).map((r) => r.id);
    await deliveriesProcessed(t.services, 'stripe', ids, 60_000);
  }

  it('says no portal URL is available before a first purchase', async () => {
    expect(await call(t.app, 'POST', '/api/payments/portal', undefined, as(user))).toMatchObject({ status: 404, body: { error: { code: 'NO_PORTAL_URL', message: 'No portal URL available' } } });
  });

  it('answers pending, then paid with the credits added, however often it is asked, adding nothing itself', async () => {
    const { checkoutUrl, sessionId, orderId } = await checkout('pack-starter', 'PLN');
    expect((await verify(`sessionId=${sessionId}`)).body.data).toMatchObject({ status: 'pending', creditsAdded: 0 });
    await submit(checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'success' });
    await processed();
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(`sessionId=${sessionId}`)));
    for (const answer of answers) {
      expect(answer.body.data).toMatchObject({ status: 'paid', amount: 39.99, currency: 'PLN', planId: 'pack-starter', plan: { en: 'Starter' }, processor: 'stripe', teamId: null, transactionId: expect.stringMatching(/^pi_/), creditsAdded: 40, orderId });
    }
    const ledger = await t.services.prisma.creditLedgerEntry.aggregate({ _sum: { amount: true }, where: { userId: user.id } });
    expect(ledger._sum.amount).toBe(40);
  });

  it('answers failed with the reason of a declined card, by the order the cancel URL names', async () => {
    const { checkoutUrl, orderId } = await checkout('pack-starter', 'USD');
    await submit(checkoutUrl, { method: 'card', outcome: 'insufficient_funds' });
    expect((await verify(`orderId=${orderId}`)).body.data).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds', creditsAdded: 0 });
  });

  it("refuses another user's session as an invalid session, and opens the portal for a buyer", async () => {
    const { sessionId } = await checkout('pack-starter', 'PLN');
    const other = await registerUser(t, 'other-verifier@example.com');
    expect(await verify(`sessionId=${sessionId}`, other)).toMatchObject({ status: 404, body: { error: { code: 'INVALID_SESSION', message: 'Invalid session' } } });
    const portal = await call(t.app, 'POST', '/api/payments/portal', undefined, as(user));
    expect(portal.body.data.url).toMatch(new RegExp(`^${served.url}/dev/stripe/portal/bps_`));
    expect((await fetch(portal.body.data.url)).status).toBe(200);
  });
});

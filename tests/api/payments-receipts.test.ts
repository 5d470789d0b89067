import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { WITHDRAWAL_CONSENT } from '@kadr/server/modules/payments/consent';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { serveTestApp } from '../support/serve-app';
import type { TestApp } from '../support/test-app';

// Receipt emails (issue #11): in the buyer's language, once per credited order or subscription period, repeating
// the withdrawal consent and its time; read from the outbox.
describe('payment receipts', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let sandbox: StripeSandbox;
  let n = 0;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
    sandbox = t.stripeSandbox!;
  }, 60_000);
  afterAll(() => served?.close());
  beforeEach(() => {
    sandbox.autoDeliver = true;
  });

  const newUser = () => registerUser(t, `receipt${++n}@example.com`);
  const checkout = (user: TestUser, body: Record<string, unknown>) => startCheckout(t, user, body);
  const submit = submitCheckout;
  const processed = () => stripeEventsProcessed(t);
  const receipts = async (user: TestUser) => {
    const { email } = await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return t.services.prisma.outboxEmail.findMany({ where: { to: email, kind: 'payment_receipt' }, orderBy: { createdAt: 'asc' } });
  };
  const eventsAbout = (id: string, type: string) => sandbox.events.filter((e) => e.type === type && e.body.includes(id));

  it('mails one Polish receipt for a package paid with BLIK, with the consent and its time, however often the event comes', async () => {
    sandbox.autoDeliver = false;
    const user = await newUser();
    const { checkoutUrl, sessionId, orderId } = await checkout(user, { planId: 'pack-starter', currency: 'PLN', language: 'pl' });
    await submit(checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'success' });
    const [completed] = eventsAbout(sessionId, 'checkout.session.completed');
    expect(await Promise.all(Array.from({ length: 10 }, () => sandbox.deliver(completed!.id)))).toEqual(Array(10).fill(200));
    await processed();
    await sandbox.deliver(completed!.id);
    await processed();

    const mails = await receipts(user);
    expect(mails).toHaveLength(1);
    const order = await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } });
    const [mail] = mails;
    expect(mail!.subject).toBe('Potwierdzenie zakupu w Kadr: Start');
    expect(mail!.text).toContain('Produkt: Start, pakiet kredytów');
    expect(mail!.text).toMatch(/Zapłacona kwota: 39,99\s?zł \(z podatkami\)/);
    expect(mail!.text).toContain('Dodaliśmy 40 kredytów do Twojego konta.');
    expect(mail!.text).toContain(`Zamówienie ${orderId}`);
    expect(mail!.text).toContain(WITHDRAWAL_CONSENT.pl);
    expect(mail!.text).toContain(order.withdrawalWaiverAt!.toISOString());
    expect(mail!.html).toContain('lang="pl"');
    expect(mail!.text).toContain('/pl/konto?tab=subscription');
  });

  it('mails an English receipt for each paid period of a subscription, none for a failed renewal or a declined card', async () => {
    const user = await newUser();
    const declined = await checkout(user, { planId: 'pack-pro', currency: 'USD', language: 'en' });
    await submit(declined.checkoutUrl, { method: 'card', outcome: 'declined' });
    const { checkoutUrl, sessionId, orderId } = await checkout(user, { planId: 'sub-monthly', currency: 'USD', language: 'en' });
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    const subId = String(sandbox.get(sessionId, 'checkout.session').subscription);
    sandbox.renew(subId, 'paid');
    sandbox.renew(subId, 'failed');
    sandbox.renew(subId, 'paid');
    await processed();
    for (const event of eventsAbout(subId, 'invoice.paid')) await sandbox.deliver(event.id);
    await processed();

    const mails = await receipts(user);
    expect(mails).toHaveLength(3);
    const consentAt = (await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } })).withdrawalWaiverAt!.toISOString();
    for (const mail of mails) {
      expect(mail.subject).toBe('Your Kadr receipt: Monthly');
      expect(mail.text).toContain('Product: Monthly, monthly subscription, one billing period');
      expect(mail.text).toContain('Amount paid: $12.99 (taxes included)');
      expect(mail.text).toContain('Added 60 credits to your account.');
      expect(mail.text).toContain(WITHDRAWAL_CONSENT.en);
      expect(mail.text).toContain(consentAt);
    }
    const periods = await t.services.prisma.payment.findMany({ where: { userId: user.id, status: 'paid' }, select: { id: true } });
    expect(new Set(mails.map((m) => /Order (\S+),/.exec(m.text)?.[1]))).toEqual(new Set(periods.map((p) => p.id)));
  });

  it("names the team in a team purchase's receipt", async () => {
    const user = await newUser();
    const team = await t.services.prisma.team.create({ data: { name: 'Receipt team', ownerId: user.id } });
    const { checkoutUrl } = await checkout(user, { planId: 'pack-studio', currency: 'USD', teamId: team.id, language: 'en' });
    await submit(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    const mails = await receipts(user);
    expect(mails.map((m) => /Added .*\./.exec(m.text)?.[0])).toEqual(['Added 250 credits to the team Receipt team. Credits never expire.']);
  });
});

import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@kadr/core/log/logger';
import { connectStripe } from '@kadr/server/lib/stripe';
import { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { stripeSandboxRoutes } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox-routes';
import { waitFor } from '../support/wait';

// The sandbox on its own: the official `stripe` client talks to it through host/port/protocol, its hosted page is
// a form, and the events it sends verify with the client's own webhook verification.
describe('the Stripe sandbox', () => {
  const received: { event: Stripe.Event; header: string }[] = [];
  let base: string;
  let stripe: Stripe;
  let secret: string;
  let sandbox: StripeSandbox;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = new Hono();
    let listener = getRequestListener(app.fetch);
    const server = createServer((req, res) => listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const connection = connectStripe({ NODE_ENV: 'test', PUBLIC_URL: base, JWT_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: undefined })!;
    stripe = connection.stripe;
    secret = connection.webhookSecret;
    sandbox = new StripeSandbox({ webhookUrl: `${base}/api/webhooks/stripe`, webhookSecret: secret, publicBase: `${base}/dev/stripe`, log: createLogger('silent') });
    app.route('/dev/stripe', stripeSandboxRoutes(sandbox));
    app.post('/api/webhooks/stripe', async (c) => {
      const body = await c.req.text();
      const header = c.req.header('stripe-signature') ?? '';
      received.push({ event: await Stripe.webhooks.constructEventAsync(body, header, secret), header });
      return c.json({ received: true });
    });
    listener = getRequestListener(app.fetch);
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    };
  });
  afterAll(() => close?.());

  const pay = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const typesFor = (id: string) => received.filter((r) => JSON.stringify(r.event.data.object).includes(id)).map((r) => r.event.type);

  it('runs a one-off BLIK payment through the hosted form, redirecting like Stripe and sending signed events', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'blik', 'p24'],
      line_items: [{ quantity: 1, price_data: { currency: 'pln', unit_amount: 3999, tax_behavior: 'inclusive', product_data: { name: 'Starter' } } }],
      success_url: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/payment-failed`,
      metadata: { orderId: 'order-1' },
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', amount_total: 3999, currency: 'pln' });
    const form = await fetch(session.url!);
    expect(await form.text()).toContain('name="outcome"');

    const res = await pay(session.url!, { method: 'blik', blik_code: '123456', outcome: 'success' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/payment-success?session_id=${session.id}`);
    await waitFor(() => typesFor(session.id).includes('checkout.session.completed'), { what: 'checkout.session.completed' });
    expect(received.at(-1)!.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const reread = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(reread).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: { object: 'payment_intent', status: 'succeeded' } });
  });

  it('leaves a declined card session open, redirecting to the cancel URL with the reason on its payment intent', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Starter' } } }],
      success_url: `${base}/ok`,
      cancel_url: `${base}/failed`,
    });
    const res = await pay(session.url!, { method: 'card', outcome: 'insufficient_funds' });
    expect(res.headers.get('location')).toBe(`${base}/failed`);
    const reread = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(reread.status).toBe('open');
    expect((reread.payment_intent as Stripe.PaymentIntent).last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('starts, renews and cancels a subscription, with invoices that name their subscription and payment', async () => {
    const customer = await stripe.customers.create({ email: 'sub@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1299, recurring: { interval: 'month' }, product_data: { name: 'Monthly' } } }],
      subscription_data: { metadata: { planId: 'sub-monthly' } },
      success_url: `${base}/ok`,
      cancel_url: `${base}/failed`,
    });
    await pay(session.url!, { method: 'card', outcome: 'success' });
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const sub = await stripe.subscriptions.retrieve(String(done.subscription));
    expect(sub).toMatchObject({ status: 'active', metadata: { planId: 'sub-monthly' } });
    const firstEnd = sub.items.data[0]!.current_period_end;

    sandbox.renew(sub.id, 'paid');
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.items.data[0]!.current_period_start).toBe(firstEnd);
    const invoice = await stripe.invoices.retrieve(String(renewed.latest_invoice), { expand: ['payments'] });
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: sub.id } } });
    expect(invoice.payments!.data[0]!.payment.payment_intent).toMatch(/^pi_/);

    await stripe.subscriptions.cancel(sub.id);
    await waitFor(() => typesFor(sub.id).includes('customer.subscription.deleted'), { what: 'customer.subscription.deleted' });
    expect(typesFor(sub.id)).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']));
  });

  it('resends any event with a fresh signature, and answers Stripe-shaped errors', async () => {
    const event = sandbox.events.at(-1)!;
    const before = received.filter((r) => r.event.id === event.id).length;
    expect(await sandbox.deliver(event.id)).toBe(200);
    expect(received.filter((r) => r.event.id === event.id)).toHaveLength(before + 1);
    await expect(stripe.charges.retrieve('ch_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404 });
  });
});

import { Hono, type Context } from 'hono';
import { parseStripeParams, str, strings, type Params } from './stripe-params';
import { StripeApiError, type PayMethod, type PayOutcome, type StripeObject, type StripeSandbox } from './stripe-sandbox';
import { checkoutPage, dashboardPage, portalPage } from './stripe-sandbox-pages';

const METHODS: readonly PayMethod[] = ['card', 'blik', 'p24'];
const OUTCOMES: readonly PayOutcome[] = ['success', 'declined', 'insufficient_funds', 'canceled', 'pending'];

/**
 * The sandbox over HTTP, under /dev/stripe: Stripe's API at /v1/… (what the `stripe` client calls), the hosted
 * checkout page at /checkout/:id (GET the form; POST `method` and `outcome`, then a redirect to the success or
 * cancel URL like Stripe), the Customer Portal at /portal/:id, and a dashboard at / listing the events with a
 * button to resend each (as Stripe's dashboard does) and the subscriptions with buttons to renew or cancel them.
 */
export function stripeSandboxRoutes(sandbox: StripeSandbox) {
  const app = new Hono();
  const params = async (c: Context): Promise<Params> => ({
    ...parseStripeParams(new URL(c.req.url).search.slice(1)),
    ...(c.req.method === 'GET' || c.req.method === 'DELETE' ? {} : parseStripeParams(await c.req.text())),
  });
  const view = (object: StripeObject, p: Params) => c2json(sandbox, object, strings(p.expand));

  app.onError((err, c) => {
    if (err instanceof StripeApiError) {
      const type = err.status === 401 ? 'authentication_error' : 'invalid_request_error';
      return c.json({ error: { type, message: err.message, ...(err.param ? { param: err.param } : {}) } }, err.status as 400);
    }
    throw err;
  });
  app.use('/v1/*', async (c, next) => {
    if (!/^Bearer sk_test_\w+$/.test(c.req.header('authorization') ?? '')) throw new StripeApiError(401, 'Invalid API Key provided');
    await next();
  });
  // Idempotent requests (the Idempotency-Key header): a repeat gets the first one's answer, as at Stripe.
  const answered = new Map<string, Promise<{ status: number; body: string }>>();
  app.use('/v1/*', async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const cacheKey = `${c.req.path} ${key}`;
    let answer = answered.get(cacheKey);
    if (!answer) {
      answer = next().then(async () => ({ status: c.res.status, body: await c.res.clone().text() }));
      answered.set(cacheKey, answer);
      await answer;
      return;
    }
    const { status, body } = await answer;
    return c.body(body, status as 200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
  });

  app.post('/v1/customers', async (c) => c.json(sandbox.createCustomer(await params(c))));
  app.post('/v1/checkout/sessions', async (c) => {
    const p = await params(c);
    return c.json(view(sandbox.createCheckoutSession(p), p));
  });
  app.post('/v1/subscriptions/:id', async (c) => c.json(view(sandbox.updateSubscription(c.req.param('id'), await params(c)), {})));
  app.delete('/v1/subscriptions/:id', (c) => c.json(sandbox.cancelSubscription(c.req.param('id'))));
  app.get('/v1/payment_methods', async (c) => c.json(sandbox.listPaymentMethods(await params(c))));
  app.post('/v1/payment_methods/:id/detach', (c) => c.json(sandbox.detachPaymentMethod(c.req.param('id'))));
  app.post('/v1/refunds', async (c) => c.json(sandbox.refund(await params(c))));
  app.post('/v1/billing_portal/sessions', async (c) => c.json(sandbox.createPortalSession(await params(c))));
  // Newest first, as at Stripe, with its `limit` (at most 100), `starting_after` (pages) and `type` filters.
  app.get('/v1/events', async (c) => {
    const p = await params(c);
    const limit = Math.min(100, Math.max(1, Number(str(p.limit) ?? 100) || 100));
    let events = sandbox.all('event').reverse();
    const type = str(p.type);
    if (type) events = events.filter((e) => e.type === type);
    const after = str(p.starting_after);
    if (after) events = events.slice(events.findIndex((e) => e.id === after) + 1);
    return c.json({ object: 'list', has_more: events.length > limit, url: '/v1/events', data: events.slice(0, limit) });
  });
  const kinds: Record<string, string> = {
    customers: 'customer',
    'checkout/sessions': 'checkout.session',
    payment_intents: 'payment_intent',
    charges: 'charge',
    invoices: 'invoice',
    subscriptions: 'subscription',
    refunds: 'refund',
    payment_methods: 'payment_method',
    disputes: 'dispute',
    events: 'event',
  };
  for (const [path, kind] of Object.entries(kinds)) {
    app.get(`/v1/${path}/:id`, async (c) => {
      const p = await params(c);
      return c.json(view(sandbox.get(c.req.param('id'), kind), p));
    });
  }

  // The hosted pages and the dashboard (HTML forms).
  app.get('/checkout/:id', (c) => c.html(checkoutPage(sandbox.get(c.req.param('id'), 'checkout.session'), sandbox)));
  app.post('/checkout/:id', async (c) => {
    const form = await c.req.parseBody();
    const id = c.req.param('id');
    if (str(form.settle as string)) {
      const settle = form.settle === 'success' ? 'success' : 'failed';
      return c.redirect(sandbox.settle(id, settle), 303);
    }
    const method = String(form.method) as PayMethod;
    const outcome = String(form.outcome) as PayOutcome;
    if (!METHODS.includes(method)) throw new StripeApiError(400, `method must be one of ${METHODS.join(', ')}`, 'method');
    if (!OUTCOMES.includes(outcome)) throw new StripeApiError(400, `outcome must be one of ${OUTCOMES.join(', ')}`, 'outcome');
    if (method === 'blik' && form.blik_code !== undefined && !/^\d{6}$/.test(String(form.blik_code))) throw new StripeApiError(400, 'A BLIK code has 6 digits', 'blik_code');
    return c.redirect(sandbox.pay(id, method, outcome), 303);
  });
  app.get('/portal/:id', (c) => c.html(portalPage(sandbox.get(c.req.param('id'), 'billing_portal.session'), sandbox)));
  app.get('/', (c) => c.html(dashboardPage(sandbox)));
  // Holds the automatic deliveries (`auto=false`): events are then only recorded, to be sent by hand (resend) in
  // whatever order and number one likes — a storm of duplicates, an invoice before its checkout.
  app.post('/auto-deliver', async (c) => {
    const form = await c.req.parseBody();
    sandbox.autoDeliver = String(form.auto) !== 'false';
    return c.json({ autoDeliver: sandbox.autoDeliver });
  });
  app.post('/events/:id/resend', async (c) => {
    const status = await sandbox.deliver(c.req.param('id'));
    return c.req.header('accept')?.includes('application/json') ? c.json({ status }) : c.redirect('/dev/stripe', 303);
  });
  app.post('/subscriptions/:id/renew', async (c) => {
    const form = await c.req.parseBody();
    const invoice = sandbox.renew(c.req.param('id'), form.outcome === 'failed' ? 'failed' : 'paid');
    return c.req.header('accept')?.includes('application/json') ? c.json(c2json(sandbox, invoice, [])) : c.redirect(String(form.return_to ?? '/dev/stripe'), 303);
  });
  app.post('/subscriptions/:id/cancel', async (c) => {
    const form = await c.req.parseBody();
    sandbox.cancelSubscription(c.req.param('id'));
    return c.redirect(String(form.return_to ?? '/dev/stripe'), 303);
  });
  app.post('/charges/:id/dispute', (c) => c.json(sandbox.dispute(c.req.param('id'))));
  return app;
}

/** An object as the API answers it: the sandbox's private fields left out, the asked-for fields expanded. */
function c2json(sandbox: StripeSandbox, object: StripeObject, expand: string[]): Record<string, unknown> {
  const { sandbox: _private, ...out } = structuredClone(object) as StripeObject & { sandbox?: unknown };
  for (const path of expand) {
    const [field, ...rest] = path.split('.');
    if (!field) continue;
    if (field === 'payments' && out.object === 'invoice') {
      out.payments = sandbox.invoicePayments(object);
      continue;
    }
    const value = out[field];
    const target = typeof value === 'string' ? sandbox.find(value) : undefined;
    if (target) out[field] = c2json(sandbox, target, rest.length ? [rest.join('.')] : []);
  }
  return out;
}

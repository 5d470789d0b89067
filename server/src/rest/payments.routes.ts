import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { createCheckout } from '../modules/payments/create-checkout';
import { listPlans } from '../modules/payments/list-plans';
import { openBillingPortal } from '../modules/payments/open-billing-portal';
import { verifyPayment } from '../modules/payments/verify-payment';
import { readCurrency } from '../modules/payments/read-currency';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** /api/payments: the catalogue (public), checkout, the result of a checkout, the Customer Portal. */
export function paymentRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  r.get('/plans', (c) => {
    const { services, language } = c.get('ctx');
    const currency = readCurrency(c.req.query('currency'), language);
    return ok(c, listPlans(services, currency), 200, { currency });
  });

  // {planId, currency, teamId?, withdrawalConsent: true, language?, companyName?, nip?} → {checkoutUrl, sessionId}
  r.post('/checkout', async (c) => {
    const { actor } = await viewerOf(c);
    const { services, language } = c.get('ctx');
    return ok(c, await createCheckout(services, actor, await jsonBody(c), language), 201);
  });

  // ?sessionId=cs_… (the success URL's session_id) or ?orderId=… (the cancel URL's order): never adds credits.
  r.get('/verify', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await verifyPayment(c.get('ctx').services, actor, { sessionId: c.req.query('sessionId'), orderId: c.req.query('orderId') }));
  });

  r.post('/portal', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await openBillingPortal(c.get('ctx').services, actor));
  });

  return r;
}

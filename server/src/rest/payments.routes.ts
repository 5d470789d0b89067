import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { createCheckout } from '../modules/payments/create-checkout';
import { listPlans } from '../modules/payments/list-plans';
import { readCurrency } from '../modules/payments/read-currency';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** /api/payments: the catalogue (public), checkout. */
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

  return r;
}

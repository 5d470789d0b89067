import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { listPlans } from '../modules/payments/list-plans';
import { readCurrency } from '../modules/payments/read-currency';
import { ok } from './envelope';

type C = Context<AppEnv>;

/** /api/payments: the catalogue (public). */
export function paymentRoutes(_viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  r.get('/plans', (c) => {
    const { services, language } = c.get('ctx');
    const currency = readCurrency(c.req.query('currency'), language);
    return ok(c, listPlans(services, currency), 200, { currency });
  });

  return r;
}

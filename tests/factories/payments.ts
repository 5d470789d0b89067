import { expect } from 'vitest';
import type { TestUser } from './library';
import { bearer, call, type TestApp } from '../support/test-app';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// Purchases through the Stripe sandbox, as a buyer makes them: checkout, the hosted page's form, and waiting until
// every event the sandbox sent has been delivered to /api/webhooks/stripe and processed.

export interface StartedCheckout {
  checkoutUrl: string;
  sessionId: string;
  orderId: string;
}

/** POST /api/payments/checkout with the consent given; the session to pay on. */
export async function startCheckout(t: TestApp, user: TestUser, body: Record<string, unknown>): Promise<StartedCheckout> {
  const res = await call(t.app, 'POST', '/api/payments/checkout', { withdrawalConsent: true, ...body }, bearer(user.token));
  expect(res.status).toBe(201);
  return res.body.data as StartedCheckout;
}

/** Submits the sandbox's hosted checkout form (method and outcome, or `settle` for a pending payment); its redirect is not followed. */
export const submitCheckout = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** Every event the sandbox sent so far was delivered, recorded and processed, and no job is left. */
export async function stripeEventsProcessed(t: TestApp): Promise<void> {
  await t.stripeSandbox!.settled();
  const ids = (await t.services.prisma.webhookDelivery.findMany({ where: { source: 'stripe' }, select: { id: true } })).map((r) => r.id);
  await deliveriesProcessed(t.services, 'stripe', ids, 60_000);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SECRET_KEY } from '@kadr/server/lib/stripe';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// The dev mailbox and the local Stripe double are the composition root's plugins (server/src/dev/dev-surfaces.ts),
// mounted by main.ts and the tests' apps alike: the sandbox only without STRIPE_SECRET_KEY, neither in production.
let dev: TestApp;
let keyed: TestApp;
let production: TestApp;
beforeAll(async () => {
  [dev, keyed, production] = await Promise.all([
    createTestApp(),
    createTestApp({ STRIPE_SECRET_KEY: 'sk_test_configured', STRIPE_WEBHOOK_SECRET: 'whsec_configured' }),
    createTestApp({ NODE_ENV: 'production' }),
  ]);
});
afterAll(() => Promise.all([dev, keyed, production].map((t) => t?.close())));

let n = 0;
async function registered(t: TestApp): Promise<string> {
  const email = `dev-surfaces${++n}-${Date.now()}@example.com`;
  expect((await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: 'Ola' })).status).toBe(201);
  return email;
}

const createCustomer = (t: TestApp) => t.app.fetch(new Request('http://kadr.test/dev/stripe/v1/customers', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(SANDBOX_SECRET_KEY) }, body: 'email=a%40example.com' }));

describe('the dev surfaces', () => {
  it('serve the outbox at /dev/mailbox (JSON and a page under the CSP) and the Stripe sandbox at /dev/stripe', async () => {
    const email = await registered(dev);
    const json = await call(dev.app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(json.status).toBe(200);
    expect(json.body).toEqual([expect.objectContaining({ to: email, kind: 'confirm_email' })]);
    const page = await dev.app.fetch(new Request('http://kadr.test/dev/mailbox'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain(email);

    expect(dev.stripeSandbox).not.toBeNull();
    const customer = await createCustomer(dev);
    expect(customer.status).toBe(200);
    const { id } = (await customer.json()) as { id: string };
    expect(dev.stripeSandbox!.get(id, 'customer')).toMatchObject({ id, email: 'a@example.com' });
  });

  it('leave the Stripe sandbox out when a Stripe key is set (the mailbox stays)', async () => {
    expect(keyed.stripeSandbox).toBeNull();
    expect((await createCustomer(keyed)).status).toBe(404);
    const email = await registered(keyed);
    expect((await call(keyed.app, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`)).body).toHaveLength(1);
  });

  it('are not there at all in production', async () => {
    expect(production.stripeSandbox).toBeNull();
    const email = await registered(production);
    for (const path of [`/dev/mailbox.json?to=${encodeURIComponent(email)}`, '/dev/mailbox']) {
      const res = await production.app.fetch(new Request(`http://kadr.test${path}`));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(email);
    }
    expect((await createCustomer(production)).status).toBe(404);
  });
});

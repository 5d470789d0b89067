import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../support/test-app';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';

const PlansQuery = graphql(`
  query PaymentPlans($currency: Currency) {
    plans(currency: $currency) { id kind credits interval price currency paymentMethods }
  }
`);

describe('the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lists packages and subscriptions in PLN with the cheapest at 39.99, and the methods each accepts', async () => {
    const res = await call(t.app, 'GET', '/api/payments/plans?currency=PLN');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, metadata: { currency: 'PLN' } });
    const plans = res.body.data as { id: string; kind: string; price: number; currency: string; interval: string | null; paymentMethods: string[]; yearlyDiscountPercent: number | null }[];
    expect(Math.min(...plans.map((p) => p.price))).toBe(39.99);
    expect(plans.every((p) => p.currency === 'PLN')).toBe(true);
    expect(plans.filter((p) => p.kind === 'package').every((p) => p.paymentMethods.join() === 'card,blik,p24')).toBe(true);
    expect(plans.filter((p) => p.kind === 'subscription').map((p) => [p.interval, p.paymentMethods.join()])).toEqual([
      ['month', 'card'],
      ['year', 'card'],
    ]);
    expect(plans.find((p) => p.interval === 'year')?.yearlyDiscountPercent).toBe(20);
  });

  it('prices everything in USD by card only, the cheapest at 9.99, and takes the language when no currency is asked', async () => {
    const usd = await call(t.app, 'GET', '/api/payments/plans?currency=usd');
    expect(Math.min(...usd.body.data.map((p: { price: number }) => p.price))).toBe(9.99);
    expect(usd.body.data.every((p: { paymentMethods: string[] }) => p.paymentMethods.join() === 'card')).toBe(true);
    const polish = await call(t.app, 'GET', '/api/payments/plans', undefined, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(polish.body.metadata.currency).toBe('PLN');
  });

  it('refuses a currency it does not sell in', async () => {
    const res = await call(t.app, 'GET', '/api/payments/plans?currency=EUR');
    expect(res).toMatchObject({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR' } } });
  });

  it('lists the same catalogue over GraphQL', async () => {
    const res = await graphqlClient(t).execute(PlansQuery, { currency: 'USD' });
    const rest = await call(t.app, 'GET', '/api/payments/plans?currency=USD');
    expect(res.errors).toBeUndefined();
    expect(res.data?.plans).toEqual(
      rest.body.data.map((p: Record<string, unknown>) => ({ id: p.id, kind: p.kind, credits: p.credits, interval: p.interval, price: p.price, currency: p.currency, paymentMethods: p.paymentMethods })),
    );
  });
});

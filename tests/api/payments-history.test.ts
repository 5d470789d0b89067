import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';

const MY_SUBSCRIPTION = graphql(`
  query TestMySubscription {
    mySubscription { id planId planName plan { en pl } interval status currentPeriodEnd cancelAtPeriodEnd tier teamId }
  }
`);
const HISTORY = graphql(`
  query TestPaymentHistory($first: Int, $after: String) {
    paymentHistory(first: $first, after: $after) {
      edges {
        cursor
        node { id date planId product plan { en pl } kind interval status amount amountMinor currency creditsAdded creditsRefunded teamId teamName }
      }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
`);

// The account's subscription tab (spec §3): mySubscription and paymentHistory from our own records, after real
// purchases through the Stripe sandbox.
describe('subscription and payment history', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let sandbox: StripeSandbox;
  let buyer: TestUser;
  let subId: string;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
    sandbox = t.stripeSandbox!;
    buyer = await registerUser(t, 'history-buyer@example.com');
  }, 60_000);
  afterAll(() => served?.close());

  const checkout = (user: TestUser, body: Record<string, unknown>) => startCheckout(t, user, body);
  const submit = submitCheckout;
  const processed = () => stripeEventsProcessed(t);
  /** A GraphQL query as the user, in the interface language given (Accept-Language, as the web app sends it). */
  async function query<R, V>(document: TypedDocumentNode<R, V>, variables: V, user: TestUser, language = 'en'): Promise<R> {
    const res = await call(t.app, 'POST', '/graphql', { query: print(document), variables }, { ...bearer(user.token), 'accept-language': language });
    expect(res.body.errors).toBeUndefined();
    return res.body.data as R;
  }
  const subscriptionOf = async (user: TestUser, language = 'en') => (await query(MY_SUBSCRIPTION, {}, user, language)).mySubscription;
  /** One page of the user's history: its rows, where the next starts, and how many rows the whole history holds. */
  async function historyOf(user: TestUser, variables: { first?: number; after?: string | null } = {}, language = 'en') {
    const { edges, pageInfo, totalCount } = (await query(HISTORY, variables, user, language)).paymentHistory;
    return { rows: edges.map((e) => e.node), cursors: edges.map((e) => e.cursor), ...pageInfo, totalCount };
  }
  /** The errors of asking for a page of the user's history (none for a good request). */
  async function historyErrors(user: TestUser | null, variables: Record<string, unknown>) {
    const res = await call(t.app, 'POST', '/graphql', { query: print(HISTORY), variables }, user ? bearer(user.token) : {});
    return res.body.errors as { message: string; extensions: { code: string; fieldErrors?: unknown } }[] | undefined;
  }

  it('has no subscription and an empty history before a purchase', async () => {
    expect(await subscriptionOf(buyer)).toBeNull();
    expect(await historyOf(buyer)).toEqual({ rows: [], cursors: [], endCursor: null, hasNextPage: false, hasPreviousPage: false, totalCount: 0 });
  });

  it('lists every order newest first, a row per subscription period, in pages, named in the viewer language', async () => {
    const pack = await checkout(buyer, { planId: 'pack-starter', currency: 'PLN' });
    await submit(pack.checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'success' });
    await processed();
    const declined = await checkout(buyer, { planId: 'pack-pro', currency: 'USD' });
    await submit(declined.checkoutUrl, { method: 'card', outcome: 'declined' });
    const team = await t.services.prisma.team.create({ data: { name: 'History team', ownerId: buyer.id } });
    const forTeam = await checkout(buyer, { planId: 'pack-studio', currency: 'PLN', teamId: team.id });
    await submit(forTeam.checkoutUrl, { method: 'card', outcome: 'success' });
    const sub = await checkout(buyer, { planId: 'sub-monthly', currency: 'PLN' });
    await submit(sub.checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    subId = String(sandbox.get(sub.sessionId, 'checkout.session').subscription);
    sandbox.renew(subId, 'paid');
    await processed();

    const all = await historyOf(buyer, { first: 100 }, 'pl');
    expect(all.rows.map((r) => [r.planId, r.kind, r.status, r.amountMinor, r.currency, r.creditsAdded, r.teamName])).toEqual([
      ['sub-monthly', 'subscription', 'paid', 4999, 'PLN', 60, null],
      ['sub-monthly', 'subscription', 'paid', 4999, 'PLN', 60, null],
      ['pack-studio', 'package', 'paid', 15999, 'PLN', 250, 'History team'],
      ['pack-pro', 'package', 'pending', 1999, 'USD', 0, null],
      ['pack-starter', 'package', 'paid', 3999, 'PLN', 40, null],
    ]);
    expect(all.rows[0]).toMatchObject({ product: 'Miesięczny', plan: { en: 'Monthly', pl: 'Miesięczny' }, interval: 'month', amount: 49.99 });
    expect(all.rows[4]).toMatchObject({ id: pack.orderId, product: 'Start', interval: null, teamId: null });
    expect(all.rows[2]).toMatchObject({ id: forTeam.orderId, teamId: team.id });
    expect(new Date(String(all.rows[0]!.date)).getTime()).toBeGreaterThanOrEqual(new Date(String(all.rows[4]!.date)).getTime());

    expect(all).toMatchObject({ totalCount: 5, hasNextPage: false, endCursor: all.cursors[4] });

    // Every page size walks the whole history: each row once, newest first, no page longer than asked for.
    for (const first of [1, 2, 3]) {
      const pages: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const page = await historyOf(buyer, { first, after });
        expect(page.rows.length).toBeLessThanOrEqual(first);
        expect(page.hasPreviousPage).toBe(after !== null);
        expect(page.endCursor).toBe(page.cursors.at(-1) ?? null);
        pages.push(...page.rows.map((r) => String(r.id)));
        if (!page.hasNextPage) break;
        expect(page.rows).toHaveLength(first);
        after = page.endCursor;
      }
      expect(pages).toEqual(all.rows.map((r) => r.id));
    }
    expect((await historyOf(buyer, { first: 1 })).rows[0]).toMatchObject({ product: 'Monthly' });
  });

  it('shows the running subscription with its renewal date and the premium tier, in the viewer language', async () => {
    const row = await t.services.prisma.subscription.findUniqueOrThrow({ where: { processorRef: subId } });
    const sub = await subscriptionOf(buyer, 'pl');
    expect(sub).toMatchObject({ id: row.id, planId: 'sub-monthly', planName: 'Miesięczny', plan: { en: 'Monthly' }, interval: 'month', status: 'active', cancelAtPeriodEnd: false, tier: 'premium', teamId: null });
    expect(new Date(String(sub!.currentPeriodEnd)).getTime()).toBe(row.currentPeriodEnd!.getTime());
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 50 * 86400_000);

    await t.services.stripe!.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    await processed();
    expect(await subscriptionOf(buyer)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: 'premium' });
    await t.services.stripe!.stripe.subscriptions.cancel(subId);
    await processed();
    expect(await subscriptionOf(buyer)).toMatchObject({ id: row.id, status: 'canceled', tier: 'free' });
  });

  it("shows nobody else's payments or subscription, refuses a bad cursor, and asks to sign in", async () => {
    const other = await registerUser(t, 'history-other@example.com');
    expect(await subscriptionOf(other)).toBeNull();
    expect((await historyOf(other)).rows).toEqual([]);
    expect((await historyOf(other)).totalCount).toBe(0);
    // The buyer's own cursor names a row of the buyer's list only: from it, another user still sees nothing of theirs.
    const buyerCursor = (await historyOf(buyer, { first: 1 })).endCursor;
    expect((await historyOf(other, { first: 100, after: buyerCursor })).rows).toEqual([]);
    expect(await historyErrors(buyer, { after: 'not-a-cursor' })).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Invalid cursor/), extensions: expect.objectContaining({ code: 'VALIDATION_ERROR' }) }),
    ]);
    // Another list's cursor (notifications', same key) is refused as well.
    const forged = Buffer.from(JSON.stringify(['notifications', new Date().toISOString(), buyer.id])).toString('base64url');
    expect((await historyErrors(buyer, { after: forged }))?.[0]?.message).toMatch(/^Invalid cursor/);
    for (const first of [0, 101]) {
      expect((await historyErrors(buyer, { first }))?.[0]).toMatchObject({ message: `\`first\` must be between 1 and 100 (got ${first}); page with \`after\` for more`, extensions: { code: 'VALIDATION_ERROR' } });
    }
    expect(await historyErrors(buyer, { first: 100 })).toBeUndefined();
    expect((await historyErrors(null, {}))?.[0]?.extensions.code).toBe('NOT_AUTHENTICATED');
    const anonymous = graphqlClient(t);
    expect((await anonymous.post(MY_SUBSCRIPTION)).result.errors?.length).toBeGreaterThan(0);
  });
});

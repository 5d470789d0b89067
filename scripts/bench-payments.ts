// Payments under load (issue #11), on the real app (one process, PostgreSQL) and its Stripe sandbox: the latency
// from a paid checkout's webhook delivery to the credits visible to the buyer (their creditsChanged subscription),
// webhook events processed per second, and a storm of 1,000 deliveries — 100 distinct events, each delivered 10
// times, shuffled and concurrent — that must end with exact balances, one ledger entry and one receipt per credited
// purchase. Prints figures; exits non-zero if a balance, entry or receipt is off. One run, one machine.
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { findPlan } from '@kadr/core/catalogue/plans';
import { spawnServer, type RunningServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
]);
const PACKAGES = ['pack-starter', 'pack-pro', 'pack-studio'] as const;
const LATENCY_SAMPLES = Number(process.env.BENCH_PAYMENT_SAMPLES ?? 20);
const COPIES = 10;
const CONCURRENCY = 32;
/** The sandbox's API takes any test key. */
const STRIPE_KEY = 'sk_test_bench';

interface User {
  id: string;
  token: string;
}
type Event = { id: string; type: string };

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => `${v.toFixed(0)} ms`;

function client(server: RunningServer) {
  async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: T; error?: unknown };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data as T;
  }
  const stripe = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${server.url}/dev/stripe${path}`, { ...init, headers: { authorization: `Bearer ${STRIPE_KEY}`, accept: 'application/json', ...(init.headers ?? {}) } });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  let n = 0;
  return {
    async register(): Promise<User> {
      const data = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/register', { email: `payer${++n}-${Date.now()}@bench.local`, password: 'bench-password', fullName: `Payer ${n}` });
      return { id: data.user.id, token: data.token };
    },
    checkout: (user: User, planId: string, currency = 'PLN') =>
      api<{ checkoutUrl: string; sessionId: string; orderId: string }>('POST', '/api/payments/checkout', { planId, currency, withdrawalConsent: true }, user.token),
    /** The buyer pays by card on the sandbox's hosted page. */
    async pay(checkoutUrl: string) {
      const res = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ method: 'card', outcome: 'success' }), redirect: 'manual' });
      if (res.status !== 303) throw new Error(`pay: ${res.status} ${await res.text()}`);
    },
    autoDeliver: (on: boolean) => stripe('/auto-deliver', { method: 'POST', body: new URLSearchParams({ auto: String(on) }) }),
    subscriptionOf: async (sessionId: string) => (await stripe<{ subscription: string }>(`/v1/checkout/sessions/${sessionId}`)).subscription,
    renew: (subscriptionId: string) => stripe(`/subscriptions/${subscriptionId}/renew`, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }) }),
    /** Every event the sandbox recorded, oldest first (Stripe's list API, page by page). */
    async events(): Promise<Event[]> {
      const all: Event[] = [];
      for (let after = ''; ; ) {
        const page = await stripe<{ data: Event[]; has_more: boolean }>(`/v1/events?limit=100${after ? `&starting_after=${after}` : ''}`);
        all.push(...page.data);
        if (!page.has_more || !page.data.length) break;
        after = page.data[page.data.length - 1]!.id;
      }
      return all.reverse();
    },
    /** Sends an event again, as Stripe's dashboard does; answers our endpoint's status. */
    resend: async (eventId: string) => (await stripe<{ status: number }>(`/events/${eventId}/resend`, { method: 'POST' })).status,
  };
}

/** Runs tasks with at most `limit` in flight; answers each one's time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const t0 = performance.now();
        await task(item);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** Resolves when every delivery in `ids` is processed (polls the inbox table; a failed one throws). */
async function processed(db: pg.Client, ids: string[], timeoutMs = 300_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM webhook_deliveries WHERE source = 'stripe' AND id = ANY($1) GROUP BY status`, [ids]);
    const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    if (by.failed) throw new Error(`${by.failed} webhook deliveries failed`);
    if ((by.processed ?? 0) === ids.length) return performance.now();
    if (Date.now() > deadline) throw new Error(`webhooks not processed in time: ${JSON.stringify(by)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The buyer's balance as their browser sees it: creditsChanged over graphql-ws, waiting for `balance`. */
function balanceFeed(wsUrl: string, token: string) {
  const ws: Client = createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, connectionParams: { authorization: `Bearer ${token}` } });
  const waiters: Array<{ balance: number; resolve: (t: number) => void }> = [];
  let first!: () => void;
  const ready = new Promise<void>((r) => (first = r));
  const stop = ws.subscribe<{ creditsChanged: { balance: number } }>(
    { query: 'subscription { creditsChanged { balance } }' },
    {
      next: (r) => {
        const balance = r.data?.creditsChanged.balance ?? -1;
        first();
        const now = performance.now();
        for (const w of waiters.splice(0).filter((w) => (balance >= w.balance ? (w.resolve(now), false) : true))) waiters.push(w);
      },
      error: (err) => console.error('creditsChanged:', err),
      complete: () => {},
    },
  );
  return {
    ready,
    reach: (balance: number) => new Promise<number>((resolve) => waiters.push({ balance, resolve })),
    close: async () => {
      stop();
      await ws.dispose();
    },
  };
}

export async function benchPayments(): Promise<void> {
  const benchDb = await createBenchDatabase('kadr_bench_payments');
  // Development mode: the Stripe sandbox is served (never in production), and the same client code talks to it.
  const server = await spawnServer(
    { DATABASE_URL: benchDb.url, REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'error' },
    ['node', '--import', 'tsx', 'server/src/main.ts'],
  );
  const db = new pg.Client({ connectionString: benchDb.url });
  await db.connect();
  const app = client(server);
  const wsUrl = `${server.url.replace('http', 'ws')}/graphql`;
  const broken: string[] = [];
  try {
    console.log('\nPayments: Stripe webhooks on the real app (PostgreSQL, one process, webhook jobs 4 at a time) and its Stripe sandbox');

    // 1. Delivery → credits visible: a card payment on the hosted page sends checkout.session.completed at once;
    // the clock stops when the buyer's creditsChanged subscription shows the new balance.
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const user = await app.register();
      const feed = balanceFeed(wsUrl, user.token);
      await feed.ready;
      const planId = PACKAGES[i % PACKAGES.length]!;
      const { checkoutUrl } = await app.checkout(user, planId);
      const visible = feed.reach(findPlan(planId)!.credits);
      const t0 = performance.now();
      await app.pay(checkoutUrl);
      latencies.push((await visible) - t0);
      await feed.close();
    }
    latencies.sort((a, b) => a - b);
    console.log(`  delivery → credits visible (creditsChanged), ${LATENCY_SAMPLES} sequential card payments: p50 ${ms(percentile(latencies, 0.5))}, p90 ${ms(percentile(latencies, 0.9))}, max ${ms(latencies.at(-1)!)}`);

    // 2. The storm's purchases, their events held: 50 packages, 10 monthly subscriptions renewed once.
    await app.autoDeliver(false);
    const before = new Set((await app.events()).map((e) => e.id));
    const buyers = await Promise.all(Array.from({ length: 60 }, () => app.register()));
    const expected = new Map<string, { credits: number; entries: number }>();
    await pool(buyers.map((user, i) => ({ user, i })), 8, async ({ user, i }) => {
      if (i < 50) {
        const planId = PACKAGES[i % PACKAGES.length]!;
        const { checkoutUrl } = await app.checkout(user, planId);
        await app.pay(checkoutUrl);
        expected.set(user.id, { credits: findPlan(planId)!.credits, entries: 1 });
      } else {
        const { checkoutUrl, sessionId } = await app.checkout(user, 'sub-monthly');
        await app.pay(checkoutUrl);
        await app.renew(await app.subscriptionOf(sessionId));
        expected.set(user.id, { credits: 2 * findPlan('sub-monthly')!.credits, entries: 2 });
      }
    });
    const stormEvents = (await app.events()).filter((e) => !before.has(e.id) && HANDLED.has(e.type));
    const deliveries = shuffle(stormEvents.flatMap((e) => Array<string>(COPIES).fill(e.id)));
    const statuses = new Map<number, number>();
    const t0 = performance.now();
    const answerTimes = await pool(deliveries, CONCURRENCY, async (id) => {
      const status = await app.resend(id);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const ingested = performance.now();
    const done = await processed(db, stormEvents.map((e) => e.id));
    const distinct = stormEvents.length;
    console.log(
      `  storm: ${deliveries.length} deliveries (${distinct} distinct events × ${COPIES}, shuffled, ${CONCURRENCY} at a time): ` +
        `answered ${JSON.stringify(Object.fromEntries(statuses))} at ${(deliveries.length / ((ingested - t0) / 1000)).toFixed(0)} deliveries/s ` +
        `(answer p50 ${ms(percentile(answerTimes, 0.5))}, p99 ${ms(percentile(answerTimes, 0.99))}); all processed ${ms(done - t0)} after the first: ` +
        `${(distinct / ((done - t0) / 1000)).toFixed(1)} events processed/s`,
    );
    if (deliveries.length !== 1000) broken.push(`the storm sent ${deliveries.length} deliveries, not 1,000`);
    if ((statuses.get(200) ?? 0) !== deliveries.length) broken.push(`not every delivery was answered 200: ${JSON.stringify(Object.fromEntries(statuses))}`);

    // Exact balances: each buyer's ledger holds their purchase once, and one receipt each.
    const ids = [...expected.keys()];
    const { rows } = await db.query<{ user_id: string; credits: string; entries: string }>(
      `SELECT user_id, SUM(amount) AS credits, COUNT(*) AS entries FROM credit_ledger_entries WHERE team_id IS NULL AND user_id = ANY($1::uuid[]) GROUP BY user_id`,
      [ids],
    );
    const got = new Map(rows.map((r) => [r.user_id, { credits: Number(r.credits), entries: Number(r.entries) }]));
    let exact = 0;
    for (const [userId, want] of expected) {
      const have = got.get(userId) ?? { credits: 0, entries: 0 };
      if (have.credits === want.credits && have.entries === want.entries) exact++;
      else broken.push(`user ${userId}: ${have.credits} credits in ${have.entries} entries, expected ${want.credits} in ${want.entries}`);
    }
    const wantCredits = [...expected.values()].reduce((s, v) => s + v.credits, 0);
    const haveCredits = [...got.values()].reduce((s, v) => s + v.credits, 0);
    const wantEntries = [...expected.values()].reduce((s, v) => s + v.entries, 0);
    const { rows: mail } = await db.query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM outbox_emails o JOIN users u ON u.email = o."to" WHERE o.kind = 'payment_receipt' AND u.id = ANY($1::uuid[])`,
      [ids],
    );
    const receipts = Number(mail[0]!.n);
    if (receipts !== wantEntries) broken.push(`${receipts} receipts mailed, expected ${wantEntries}`);
    console.log(
      `  storm result: ${exact}/${expected.size} balances exact (${haveCredits} credits, expected ${wantCredits}); ` +
        `${[...got.values()].reduce((s, v) => s + v.entries, 0)} ledger entries and ${receipts} receipts for ${wantEntries} credited purchases`,
    );

    // 3. Throughput of distinct events: 120 more package purchases' events, each delivered once, all at once.
    const fresh = new Set((await app.events()).map((e) => e.id));
    await pool(buyers.slice(0, 40).flatMap((user) => [user, user, user]), 8, async (user) => {
      const { checkoutUrl } = await app.checkout(user, 'pack-starter');
      await app.pay(checkoutUrl);
    });
    const batch = (await app.events()).filter((e) => !fresh.has(e.id) && HANDLED.has(e.type));
    const b0 = performance.now();
    await pool(batch.map((e) => e.id), CONCURRENCY, async (id) => void (await app.resend(id)));
    const bDone = await processed(db, batch.map((e) => e.id));
    console.log(`  throughput: ${batch.length} distinct checkout.session.completed events delivered at once, processed in ${ms(bDone - b0)}: ${(batch.length / ((bDone - b0) / 1000)).toFixed(1)} events/s`);

    if (broken.length) {
      console.error(`  BROKEN:\n    ${broken.slice(0, 20).join('\n    ')}`);
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    await server.stop();
    await benchDb.drop();
  }
}


// Notification fan-out (issue #12): the latency from the transaction that writes a notification (notify(), as a
// settling job or a webhook does) to a GraphQL client subscribed to notificationAdded, with BENCH_NOTIFY_SUBSCRIBERS
// (default 200) subscribers, one per user, spread over TWO API processes on one PostgreSQL database. The event goes
// out with the commit (pg_notify), each API process hears it on its one LISTEN connection, re-reads the row and sends
// it down the user's socket. Measured from the end of the writing transaction's work (its COMMIT about to be sent)
// to the client's receipt, in this process (one clock):
//   - single: one notification at a time, to one subscriber (the other 199 idle);
//   - burst: one transaction writes one notification for every subscriber (200 at one commit), per delivery.
// Prints figures; exits non-zero if a delivery is missing or goes to the wrong user.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '@kadr/core/db/database';
import { notify } from '@kadr/core/notifications/notify';
import { spawnServer, type RunningServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const SUBSCRIBERS = Number(process.env.BENCH_NOTIFY_SUBSCRIBERS ?? 200);
const SINGLE_SAMPLES = Number(process.env.BENCH_NOTIFY_SAMPLES ?? 200);
const BURSTS = Number(process.env.BENCH_NOTIFY_BURSTS ?? 10);
const SUBSCRIPTION = 'subscription { notificationAdded { id type title(language: en) } }';

interface Subscriber {
  userId: string;
  server: number;
  client: Client;
  /** Resolvers waiting for a notification id. */
  waiting: Map<string, (at: number) => void>;
  /** Events no one waited for: the readiness probes, then (counted as errors) any stray one. */
  wrong: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function register(server: RunningServer, i: number): Promise<{ id: string; token: string }> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `notify${i}@example.com`, password: 'bench-password', fullName: `Subscriber ${i}` }),
  });
  const json = (await res.json()) as { data: { token: string; user: { id: string } } };
  if (!res.ok) throw new Error(`register: ${res.status} ${JSON.stringify(json)}`);
  return { id: json.data.user.id, token: json.data.token };
}

/** Subscribes and waits until the server holds the subscription (a first notification reaches it). */
function subscribe(server: RunningServer, index: number, user: { id: string; token: string }): Subscriber {
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${user.token}` },
  });
  const sub: Subscriber = { userId: user.id, server: index, client, waiting: new Map(), wrong: 0 };
  client.subscribe<{ notificationAdded: { id: string } }>(
    { query: SUBSCRIPTION },
    {
      next: (value) => {
        const at = performance.now();
        const id = value.data?.notificationAdded.id;
        const resolve = id ? sub.waiting.get(id) : undefined;
        if (resolve) {
          sub.waiting.delete(id!);
          resolve(at);
        } else sub.wrong++;
      },
      error: (err) => console.error('subscription error', err),
      complete: () => {},
    },
  );
  return sub;
}

export async function benchNotifications() {
  const benchDb = await createBenchDatabase('kadr_bench_notify');
  const env = {
    DATABASE_URL: benchDb.url,
    NODE_ENV: 'production',
    JWT_SECRET: 'n'.repeat(40),
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    RATE_LIMIT_DISABLED: 'true',
    // Only the API's fan-out is measured: no job workers, no email dispatch beside it.
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'error',
  };
  const command = ['node', '--import', 'tsx', 'server/src/main.ts'];
  // The first one migrates the new database; the second finds it migrated.
  const first = await spawnServer(env, command);
  const second = await spawnServer(env, command);
  const servers = [first, second];
  const db = await openDatabase({ url: benchDb.url, dataDir: '', poolSize: 4 });
  const subscribers: Subscriber[] = [];
  let seq = 0;
  /**
   * Writes one notification per subscriber in one transaction; answers when its work ended (COMMIT next) and, with
   * `wait`, each delivery's latency from then.
   */
  function delivered(sub: Subscriber, id: string, from: number): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`notification ${id} never reached its subscriber`)), 30_000);
      sub.waiting.set(id, (at) => {
        clearTimeout(timer);
        resolve(at - from);
      });
    });
  }
  async function write(targets: Subscriber[], wait = true): Promise<{ committedFrom: number; deliveries: Promise<number>[] }> {
    let committedFrom = 0;
    let deliveries: Promise<number>[] = [];
    await db.prisma.$transaction(async (tx) => {
      const ids: { sub: Subscriber; id: string }[] = [];
      for (const sub of targets) {
        const id = await notify(tx, { userId: sub.userId, type: 'video_ready', params: {}, dedupKey: `bench:${++seq}` });
        ids.push({ sub, id: id! });
      }
      committedFrom = performance.now();
      // Waiting starts before the commit: a delivery can come before this process hears that the commit went through.
      if (wait) deliveries = ids.map(({ sub, id }) => delivered(sub, id, committedFrom));
    });
    return { committedFrom, deliveries };
  }
  try {
    const users: { id: string; token: string }[] = [];
    for (let i = 0; i < SUBSCRIBERS; i += 8) {
      users.push(...(await Promise.all(Array.from({ length: Math.min(8, SUBSCRIBERS - i) }, (_, k) => register(servers[(i + k) % 2]!, i + k)))));
    }
    users.forEach((user, i) => subscribers.push(subscribe(servers[i % 2]!, i % 2, user)));
    // Ready: every subscriber has heard a notification of its own (written again for those that have not yet).
    for (let round = 0; subscribers.some((s) => s.wrong === 0); round++) {
      if (round > 100) throw new Error('subscriptions did not start');
      await write(subscribers.filter((s) => s.wrong === 0), false);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Copies still on their way come before the next commit's events; one more settles them.
    await new Promise((r) => setTimeout(r, 500));
    subscribers.forEach((s) => (s.wrong = 0));

    // A warm-up, then one at a time.
    for (let i = 0; i < 20; i++) await Promise.all((await write([subscribers[i % SUBSCRIBERS]!])).deliveries);
    const single: number[] = [];
    for (let i = 0; i < SINGLE_SAMPLES; i++) {
      const { deliveries } = await write([subscribers[(i * 7) % SUBSCRIBERS]!]);
      single.push(await deliveries[0]!);
    }
    const burst: number[] = [];
    const perServer: number[][] = [[], []];
    const lastOfBurst: number[] = [];
    for (let b = 0; b < BURSTS; b++) {
      const { deliveries } = await write(subscribers);
      const got = await Promise.all(deliveries);
      got.forEach((v, i) => perServer[subscribers[i]!.server]!.push(v));
      burst.push(...got);
      lastOfBurst.push(Math.max(...got));
    }
    const wrong = subscribers.reduce((n, s) => n + s.wrong, 0);
    for (const list of [single, burst, lastOfBurst, ...perServer]) list.sort((a, b) => a - b);
    const row = (list: number[]) => ({ n: list.length, p50: ms(percentile(list, 0.5)), p99: ms(percentile(list, 0.99)), max: ms(list.at(-1)!) });
    console.log(`\nNotification fan-out: ${SUBSCRIBERS} subscribers (one per user) over 2 API processes on PostgreSQL, NODE_ENV=production`);
    console.log('latency from the end of the writing transaction (COMMIT sent) to the subscribed client receiving notificationAdded');
    console.table({
      'single (one at a time)': row(single),
      [`burst (${SUBSCRIBERS} in one transaction), per delivery`]: row(burst),
      '  of which API process 1': row(perServer[0]!),
      '  of which API process 2': row(perServer[1]!),
      'burst: last delivery of each': row(lastOfBurst),
    });
    if (wrong > 0) {
      console.error(`${wrong} notifications reached a subscriber they were not for`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(subscribers.map((s) => s.client.dispose()));
    await db.close();
    await Promise.all(servers.map((s) => s.stop()));
    await benchDb.drop();
  }
}

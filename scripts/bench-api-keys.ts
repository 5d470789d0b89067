// npm run bench -- api-keys: the cost of an API key against a session token on the same GraphQL query, and partner
// webhook deliveries per second to a local receiver, on the real server (NODE_ENV=production) over PostgreSQL.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { spawnServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 2000);

async function load(url: string, body: string, authorization: string) {
  const latencies: number[] = [];
  const end = Date.now() + DURATION_MS;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
        const json = (await res.json()) as { errors?: unknown };
        if (!res.ok || json.errors) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / (DURATION_MS / 1000), p50: pct(50), p99: pct(99), errors };
}

export async function benchApiKeys() {
  const db = await createBenchDatabase('kadr_bench_keys');
  const server = await spawnServer(
    {
      DATABASE_URL: db.url,
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(40),
      LOG_LEVEL: 'error',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      // The key's own limits stay in the path (its buckets are counted) but never refuse during the run.
      API_KEY_RATE_LIMIT_PER_MINUTE: '1000000000',
      API_KEY_COST_PER_MINUTE: '1000000000',
      PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    },
    ['node', '--import', 'tsx', 'server/src/main.ts'],
  );
  const received = { n: 0, done: () => {} };
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.end('ok');
      if (++received.n === DELIVERIES) received.done();
    });
  });
  const sql = new pg.Client({ connectionString: db.url });
  try {
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'partner@example.com', password: 'bench-password', fullName: 'Partner' }),
    });
    const { token, user } = ((await reg.json()) as { data: { token: string; user: { id: string } } }).data;
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'bench', scopes: ['models:read'] }),
    });
    const { key } = ((await created.json()) as { data: { key: string } }).data;
    const url = `${server.url}/graphql`;
    const body = JSON.stringify({ query: '{ models { id modelName progress } }' });
    // Warm both paths, then alternate them twice so drift on a shared machine hits both alike.
    await load(url, body, `Bearer ${token}`);
    await load(url, body, `Bearer ${key}`);
    const runs = { session: [] as Awaited<ReturnType<typeof load>>[], key: [] as Awaited<ReturnType<typeof load>>[] };
    for (let i = 0; i < 2; i++) {
      runs.session.push(await load(url, body, `Bearer ${token}`));
      runs.key.push(await load(url, body, `Bearer ${key}`));
    }
    const sum = (rs: Awaited<ReturnType<typeof load>>[]) => ({
      rps: rs.reduce((a, r) => a + r.rps, 0) / rs.length,
      p50: rs.reduce((a, r) => a + r.p50, 0) / rs.length,
      p99: rs.reduce((a, r) => a + r.p99, 0) / rs.length,
      errors: rs.reduce((a, r) => a + r.errors, 0),
    });
    const session = sum(runs.session);
    const apiKey = sum(runs.key);
    console.log(`\nAPI key vs session token: { models { id modelName progress } }, ${CONCURRENCY} concurrent clients, 2 × ${DURATION_MS / 1000} s each (PostgreSQL, NODE_ENV=production)`);
    console.table({
      'session token': { 'req/s': Math.round(session.rps), 'p50 ms': session.p50.toFixed(2), 'p99 ms': session.p99.toFixed(2), errors: session.errors },
      'API key (scopes, rate and cost buckets)': { 'req/s': Math.round(apiKey.rps), 'p50 ms': apiKey.p50.toFixed(2), 'p99 ms': apiKey.p99.toFixed(2), errors: apiKey.errors },
    });
    console.log(`API key / session throughput ratio: ${(apiKey.rps / session.rps).toFixed(3)} (the key costs ${((1 - apiKey.rps / session.rps) * 100).toFixed(1)}%)`);

    // Webhooks: DELIVERIES pending deliveries to one endpoint, written at once as job ends write them, then the
    // server's dispatcher (it runs the workers here) is woken; measured until the receiver has every one.
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await sql.connect();
    const [endpoint] = (
      await sql.query<{ id: string }>(
        `INSERT INTO webhook_endpoints (id, user_id, url, event_types, secret, updated_at) VALUES (gen_random_uuid(), $1, $2, '{training.succeeded}', $3, now()) RETURNING id`,
        [user.id, hookUrl, `whsec_${Buffer.from('bench-secret-bench-secret!').toString('base64')}`],
      )
    ).rows;
    const allReceived = new Promise<void>((resolve) => (received.done = resolve));
    const t0 = performance.now();
    await sql.query(
      `INSERT INTO webhook_outbound_deliveries (id, endpoint_id, message_id, event_type, payload, next_attempt_at)
       SELECT gen_random_uuid(), $1, 'msg_bench_' || i, 'training.succeeded',
              jsonb_build_object('type', 'training.succeeded', 'timestamp', now(), 'data', jsonb_build_object('jobId', gen_random_uuid(), 'status', 'succeeded')), now()
         FROM generate_series(1, $2) AS i`,
      [endpoint!.id, DELIVERIES],
    );
    await sql.query(`SELECT pg_notify('kadr_events', $1)`, [JSON.stringify({ topic: 'partnerWebhookQueued', payload: { jobId: 'bench' } })]);
    await allReceived;
    const received2xx = performance.now() - t0;
    const recorded = async () => Number((await sql.query(`SELECT count(*) AS n FROM webhook_outbound_deliveries WHERE status = 'succeeded'`)).rows[0].n);
    while ((await recorded()) < DELIVERIES) await new Promise((r) => setTimeout(r, 20));
    const allRecorded = performance.now() - t0;
    console.log(`\nPartner webhooks: ${DELIVERIES} deliveries to a local receiver, signed (standardwebhooks), one dispatcher (sweeps of 32 in parallel)`);
    console.table({
      'all received': { ms: Math.round(received2xx), 'deliveries/s': Math.round(DELIVERIES / (received2xx / 1000)) },
      'all recorded as succeeded': { ms: Math.round(allRecorded), 'deliveries/s': Math.round(DELIVERIES / (allRecorded / 1000)) },
    });
  } finally {
    await sql.end().catch(() => {});
    receiver.close();
    await server.stop();
    await db.drop();
  }
}

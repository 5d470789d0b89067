// GraphQL over HTTP (issue #15, item 4): `me` beside a no-op `{ __typename }`, measured in one run on one machine, at
// 16 and at 50 concurrent connections, first against one API process, then through two API processes on the same
// database with requests alternating between them as a load balancer would (RUN_WORKERS=false on every API, as in
// production). Prints figures, no pass/fail; the targets are printed beside
// them. Besides latency and throughput it prints what the machine was doing meanwhile (load average, busy share of
// every core) and the CPU time the API processes spent per request: on a shared machine that figure moves least.
//   npm run bench -- graphql            (BENCH_SECONDS per case, default 8; BENCH_CONNECTIONS, default 16,50;
//                                        BENCH_OPEN_RATE, default 250: the open-loop case's requests a second)
// BENCH_BASELINE=<dir>: another checkout of the project (`git worktree add`, or `git archive <commit> | tar -x`, with
// node_modules and the generated Prisma client beside it) measured in the same run, case by case beside this one,
// each on a database of its own: before/after figures from one machine at one time.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { spawnServer, type RunningServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '16,50').split(',').map(Number);
/** The open-loop case's rate, requests a second (BENCH_OPEN_RATE). */
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 250);

const NOOP = JSON.stringify({ query: '{ __typename }' });
const ME = JSON.stringify({ query: '{ me { id email fullName creditsBalance } }' });
export interface Target {
  url: URL;
  agent: http.Agent;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  n: number;
  errors: number;
  /** CPU milliseconds the API processes spent per request. */
  serverCpuMs: number;
  /** The bench's own CPU (the load generator) per request. */
  clientCpuMs: number;
  /** Share of all cores busy (any process) while measuring, 0…1. */
  machineBusy: number;
  load1: number;
}

/** One keep-alive connection per concurrent client and target, as a load balancer's pool would hold. */
export function target(server: RunningServer, connections: number, path = '/graphql'): Target {
  return { url: new URL(path, server.url), agent: new http.Agent({ keepAlive: true, maxSockets: connections }) };
}

export function post(to: Target, body: string | null, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      to.url,
      {
        method: body === null ? 'GET' : 'POST',
        agent: to.agent,
        headers: {
          ...(body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Clock ticks (user + system) a process has used, from /proc (Linux). */
function processTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** All cores' busy and total jiffies, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * `connections` clients, each sending the next request as soon as its answer is read, for SECONDS; requests go to
 * the targets in turn (round robin across all clients). An answer that is not 200 or carries errors is counted.
 */
export async function load(servers: RunningServer[], targets: Target[], body: string | null, token: string | undefined, connections: number, seconds = SECONDS): Promise<Figures> {
  return measured(servers, async (answered) => {
    let turn = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const to = targets[turn++ % targets.length]!;
          const t0 = performance.now();
          answered(await post(to, body, token), t0);
        }
      }),
    );
  });
}

/**
 * Open loop: `rate` requests a second in all, sent on schedule whatever the answers (over at most `connections`
 * keep-alive connections per target), so the latency of a request that waited for a connection counts from when it
 * was due. What users see at a load the server can carry, where a closed loop only shows it saturated.
 */
async function loadAtRate(servers: RunningServer[], targets: Target[], body: string, token: string | undefined, rate: number): Promise<Figures> {
  return measured(servers, async (answered) => {
    const started = performance.now();
    const total = Math.round(rate * SECONDS);
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const to = targets[i % targets.length]!;
      pending.push(post(to, body, token).then((res) => answered(res, due)));
    }
    await Promise.all(pending);
  });
}

/**
 * Runs a load and takes its figures: each answer's latency from `since` (when it was sent, or due), the answers
 * that were not 200 or carried errors, and the CPU the servers, this client and the machine spent meanwhile.
 */
async function measured(
  servers: RunningServer[],
  run: (answered: (res: { status: number; text: string }, since: number) => void) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const pids = servers.map((s) => s.process.pid!);
  const server0 = pids.map(processTicks);
  const machine0 = machineTicks();
  const client0 = process.cpuUsage();
  const started = performance.now();
  await run((res, since) => {
    latencies.push(performance.now() - since);
    if (res.status !== 200 || res.text.includes('"errors"')) errors++;
  });
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(client0);
  const machine1 = machineTicks();
  const serverTicks = pids.map(processTicks).reduce((a, t, i) => a + t - server0[i]!, 0);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return {
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    n: latencies.length,
    errors,
    serverCpuMs: (serverTicks * TICK_MS) / latencies.length,
    clientCpuMs: (client.user + client.system) / 1000 / latencies.length,
    machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
    load1: loadavg()[0]!,
  };
}

export const row = (f: Figures) => ({
  'req/s': Math.round(f.rps),
  'p50 ms': f.p50.toFixed(2),
  'p99 ms': f.p99.toFixed(2),
  'API CPU ms/req': f.serverCpuMs.toFixed(2),
  'bench CPU ms/req': f.clientCpuMs.toFixed(2),
  'cores busy': `${Math.round(f.machineBusy * 100)}%`,
  'load 1m': f.load1.toFixed(2),
  errors: f.errors,
});

export const serverEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  REQUIRE_EMAIL_CONFIRMATION: 'false',
  NODE_ENV: 'production',
  JWT_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'error',
  RUN_WORKERS: 'false',
  ...extra,
});
export const API_COMMAND = ['node', '--import', 'tsx', 'server/src/main.ts'];

export async function register(server: RunningServer, email: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', fullName: 'Bench' }),
  });
  const json = (await res.json()) as { data: { token: string; user: { id: string } } };
  if (!res.ok) throw new Error(`register: ${res.status} ${JSON.stringify(json)}`);
  return { id: json.data.user.id, token: json.data.token };
}

/** A checkout of the project to measure: this one, or BENCH_BASELINE's. */
interface Checkout {
  name: string;
  dir: string;
}
const root = new URL('..', import.meta.url).pathname;
const CHECKOUTS: Checkout[] = [
  ...(process.env.BENCH_BASELINE ? [{ name: `baseline (${process.env.BENCH_BASELINE})`, dir: process.env.BENCH_BASELINE }] : []),
  { name: 'this checkout', dir: root },
];
export const WARMUP_SECONDS = Math.min(SECONDS, 2);

interface Deployment {
  checkout: Checkout;
  /** One API process, or two on the same database with requests alternating between them. */
  servers: RunningServer[];
  token: string;
}

type MeResults = Map<Deployment, { connections: number; noop: Figures; me: Figures }[]>;

/**
 * `me` and the no-op at each connection count, on every deployment, the deployments measured in turn at each count
 * (so a change in the machine's load falls on all of them alike).
 */
async function meBesideNoop(deployments: Deployment[]): Promise<MeResults> {
  const results: MeResults = new Map(deployments.map((d) => [d, []]));
  for (const connections of CONNECTIONS) {
    for (const deployment of deployments) {
      const { servers, token } = deployment;
      const targets = servers.map((s) => target(s, connections));
      // Warm up (connections, JIT, caches) on both queries, then measure them back to back.
      await load(servers, targets, NOOP, undefined, connections, WARMUP_SECONDS);
      await load(servers, targets, ME, token, connections, WARMUP_SECONDS);
      const noop = await load(servers, targets, NOOP, undefined, connections);
      const me = await load(servers, targets, ME, token, connections);
      for (const t of targets) t.agent.destroy();
      results.get(deployment)!.push({ connections, noop, me });
    }
  }
  return results;
}

function printMe(title: string, results: MeResults) {
  console.log(`\n${title}`);
  const label = (d: Deployment, what: string) => (CHECKOUTS.length > 1 ? `${d.checkout.name === 'this checkout' ? 'now' : 'baseline'}: ${what}` : what);
  console.table(
    Object.fromEntries(
      [...results].flatMap(([d, rows]) => rows.flatMap(({ connections, noop, me }) => [[label(d, `no-op, ${connections} conn`), row(noop)], [label(d, `me, ${connections} conn`), row(me)]])),
    ),
  );
  for (const [d, rows] of results) {
    for (const { connections, noop, me } of rows) {
      const ratio = me.rps / noop.rps;
      const verdict = connections === 50 ? ` (targets: ratio ≥ 0.50 ${ratio >= 0.5 ? 'met' : 'NOT met'}, p99 < 20 ms ${me.p99 < 20 ? 'met' : 'NOT met'})` : '';
      console.log(
        `  ${label(d, `${connections} connections`)}: me / no-op throughput ${ratio.toFixed(2)}, p50 ${(me.p50 / noop.p50).toFixed(2)}×, API CPU per request ${(me.serverCpuMs / noop.serverCpuMs).toFixed(2)}×${verdict}`,
      );
    }
  }
}

export async function benchGraphql() {
  const databases: Awaited<ReturnType<typeof createBenchDatabase>>[] = [];
  const all: RunningServer[] = [];
  try {
    const single: Deployment[] = [];
    const pairs: Deployment[] = [];
    for (const checkout of CHECKOUTS) {
      const benchDb = await createBenchDatabase('kadr_bench_graphql');
      databases.push(benchDb);
      // The second process starts once the first has migrated the database.
      const first = await spawnServer(serverEnv(benchDb.url), API_COMMAND, checkout.dir);
      all.push(first);
      const second = await spawnServer(serverEnv(benchDb.url), API_COMMAND, checkout.dir);
      all.push(second);
      const { token } = await register(first, 'bench@example.com');
      single.push({ checkout, servers: [first], token });
      pairs.push({ checkout, servers: [first, second], token });
    }
    console.log(`\nMachine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const one = await meBesideNoop(single);
    const two = await meBesideNoop(pairs);
    const heading = `${SECONDS} s per case, PostgreSQL, NODE_ENV=production, RUN_WORKERS=false`;
    printMe(`GraphQL over HTTP, one API process (${heading})`, one);
    printMe(`GraphQL over HTTP, two API processes, requests alternating (${heading})`, two);
    // At 50 connections a closed loop is saturated by definition: its mean latency is 50 / throughput (Little's law),
    // so p99 < 20 ms would need more than 2,500 answers a second. The same connections at a rate they can carry:
    const openRows: Record<string, ReturnType<typeof row>> = {};
    for (const d of single) {
      const targets = d.servers.map((s) => target(s, 50));
      await loadAtRate(d.servers, targets, ME, d.token, OPEN_RATE);
      for (const [name, body, token] of [['no-op', NOOP, undefined], ['me', ME, d.token]] as const) {
        openRows[`${CHECKOUTS.length > 1 ? `${d.checkout.name === 'this checkout' ? 'now' : 'baseline'}: ` : ''}${name}, ${OPEN_RATE}/s over 50 conn`] = row(
          await loadAtRate(d.servers, targets, body, token, OPEN_RATE),
        );
      }
      for (const t of targets) t.agent.destroy();
    }
    console.log(`\nOpen loop, one API process: ${OPEN_RATE} requests a second on schedule over up to 50 connections (latency from when each was due)`);
    console.table(openRows);
    for (const [i, d] of single.entries()) {
      for (const [k, { connections }] of one.get(d)!.entries()) {
        const [a, b] = [one.get(d)![k]!, two.get(pairs[i]!)![k]!];
        console.log(`  ${d.checkout.name}, two processes / one, ${connections} connections: me ${(b.me.rps / a.me.rps).toFixed(2)}×, no-op ${(b.noop.rps / a.noop.rps).toFixed(2)}×`);
      }
    }
  } finally {
    await Promise.all(all.map((s) => s.stop()));
    for (const db of databases) await db.drop();
  }
}

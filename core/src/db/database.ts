import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client';
import { defaultLogger, type Logger } from '../log/logger';
import { trackCommits } from './after-commit';
import { watchClient, watchPool } from './statement-count';

/** Raw SQL access beside Prisma, for migrations and the few statements Prisma cannot express. */
export interface SqlRunner {
  /** Runs a multi-statement script (simple query protocol). */
  exec(script: string): Promise<void>;
  /**
   * One statement with $1… parameters. `name`: keep it prepared on each connection (PostgreSQL parses and plans it
   * once per connection, not per call): for a hot statement whose text never changes; ignored by PGlite.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
}

export interface Database {
  kind: 'postgres' | 'pglite';
  /** The connection string of a real server; null for the embedded database. */
  url: string | null;
  /** The embedded database itself (one connection shared by Prisma, raw SQL and the job queue). */
  pglite: PGlite | null;
  prisma: PrismaClient;
  sql: SqlRunner;
  /** Runs fn on one connection (session-scoped state such as advisory locks needs that). */
  withSession<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A real PostgreSQL server (production, tests) when a URL is given; otherwise PGlite in this process. */
export async function openDatabase(options: { url?: string; dataDir: string; poolSize?: number; log?: Logger }): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.log ?? defaultLogger());
  return openPglite(join(options.dataDir, 'pglite'), options.log ?? defaultLogger());
}

function openPostgres(url: string, max: number, log: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err) => log.error({ err, component: 'db' }, 'idle database client error'));
  watchPool(pool);
  // pool.end() resolves once every client has been told to close, before their sockets have; close() waits for
  // the sockets too, so whoever drops the database next finds no connection of ours still open.
  const closing = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    watchClient(client);
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    closing.add(ended);
    void ended.then(() => closing.delete(ended));
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  trackCommits(prisma, (err) => log.error({ err, component: 'db' }, 'a callback after a commit failed'));
  const runner = (q: pg.Pool | pg.PoolClient): SqlRunner => ({
    async exec(script) {
      await q.query(script);
    },
    async query(text, params, name) {
      return (await q.query(name ? { name, text, values: params as unknown[] } : { text, values: params as unknown[] })).rows;
    },
  });
  return {
    kind: 'postgres',
    url,
    pglite: null,
    prisma,
    sql: runner(pool),
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(runner(client));
      } finally {
        client.release();
      }
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
      await Promise.all(closing);
    },
  };
}

async function openPglite(dir: string, log: Logger): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  trackCommits(prisma, (err) => log.error({ err, component: 'db' }, 'a callback after a commit failed'));
  const sql: SqlRunner = {
    async exec(script) {
      await client.exec(script);
    },
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows as never[];
    },
  };
  return {
    kind: 'pglite',
    url: null,
    pglite: client,
    prisma,
    sql,
    withSession: (fn) => fn(sql),
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

// Counts the SQL statements a piece of work sends to PostgreSQL (tests/api/sql-statements.test.ts: a list's
// statements must not grow with its length). Off unless a test arms it before opening the database: production
// clients keep their own query method, untouched. Armed, every pooled client's statements are noted in the async
// context that sends them, so a request run inside countStatements() is counted apart from the workers, the job
// queue and the LISTEN connection running beside it.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type pg from 'pg';

const counting = new AsyncLocalStorage<string[]>();
let armed = false;

/** Makes databases opened from now on report their statements (tests only; call before createServices). */
export function armStatementCounting(): void {
  armed = true;
}

/** Runs `fn` and answers the text of every statement it sent (transaction control included), in order. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  if (!armed) throw new Error('armStatementCounting() must run before the database is opened');
  const statements: string[] = [];
  const result = await counting.run(statements, fn);
  return { result, statements };
}

/**
 * Keeps pool.query's statements in their caller's context when counting is armed (a no-op otherwise): pool.query
 * waits for a client through connect's callback, which a busy pool calls from whichever query released a client;
 * bound to the caller, the statement it then sends is counted for the caller.
 */
export function watchPool(pool: pg.Pool): void {
  if (!armed) return;
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) => connect(callback && AsyncResource.bind(callback));
}

/** Wraps a new pooled client's query method when counting is armed; a no-op otherwise. */
export function watchClient(client: pg.PoolClient): void {
  if (!armed) return;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const statements = counting.getStore();
    if (statements) statements.push(statementText(args[0]));
    return query(...args);
  };
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(config);
}

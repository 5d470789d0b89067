import type { PrismaClient } from '../generated/prisma/client';

/** The callbacks waiting for the commit of each open interactive transaction, by its transaction client. */
const waiting = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once the transaction of `tx` commits, never when it rolls back: for what must not happen for a write
 * that is undone, such as counting a metric (a ledger movement, a job's end). Outside a transaction of a client
 * that `trackCommits` wraps (the client itself, already committed), `fn` runs at once.
 */
export function afterCommit(tx: object, fn: () => void): void {
  const callbacks = waiting.get(tx);
  if (callbacks) callbacks.push(fn);
  else fn();
}

/**
 * Makes the client's interactive transactions (`$transaction(async (tx) => …)`) run their afterCommit callbacks
 * once they commit, in order; a callback that throws is reported to `onError` and does not fail the transaction,
 * which is committed by then. Batch transactions (an array of queries) take no callbacks.
 */
export function trackCommits(prisma: PrismaClient, onError: (err: unknown) => void): void {
  const original = prisma.$transaction.bind(prisma) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const tracked = async (arg: unknown, options?: unknown) => {
    if (typeof arg !== 'function') return original(arg, options);
    const callbacks: (() => void)[] = [];
    const result = await original((tx: object) => {
      waiting.set(tx, callbacks);
      return (arg as (tx: object) => unknown)(tx);
    }, options);
    for (const fn of callbacks) {
      try {
        fn();
      } catch (err) {
        onError(err);
      }
    }
    return result;
  };
  prisma.$transaction = tracked as PrismaClient['$transaction'];
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@kadr/core/db/database';
import { PubSub, publishIn, type EventMap } from '@kadr/core/events/pubsub';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { createTestApp } from '../support/test-app';
import { nextEvent } from '../support/wait';

async function firstEvents<T>(gen: AsyncIterable<T>, n: number): Promise<T[]> {
  const out: T[] = [];
  for await (const e of gen) {
    out.push(e);
    if (out.length === n) break;
  }
  return out;
}

const model = (modelId: string): EventMap['modelChanged'] => ({ userId: 'u-tx', modelId });

describe('pubsub', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c();
  });

  it('delivers an event published by one process to subscribers of another, filtered (LISTEN/NOTIFY)', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    // Two PubSub instances on separate connections stand for the API and the worker process.
    const api = await PubSub.start({ url: t.databaseUrl, pglite: null });
    const worker = await PubSub.start({ url: t.databaseUrl, pglite: null });
    closers.push(() => api.close(), () => worker.close());

    // Listening starts with subscribe(), before the first event is awaited.
    const received = firstEvents(
      api.subscribe('modelChanged', (e) => e.userId === 'u1'),
      2,
    );
    await worker.publish('modelChanged', { userId: 'u2', modelId: 'other-users-model' });
    await worker.publish('modelChanged', { userId: 'u1', modelId: 'm1' });
    await worker.publish('modelChanged', { userId: 'u1', modelId: 'm2' });
    expect(await received).toEqual([
      { userId: 'u1', modelId: 'm1' },
      { userId: 'u1', modelId: 'm2' },
    ]);
  });

  it('delivers an event published inside a transaction when it commits, and never one rolled back (PostgreSQL)', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    const { prisma, pubsub } = t.services;
    const events = pubsub.subscribe('modelChanged', (e) => e.userId === 'u-tx');

    await prisma.$transaction(async (tx) => {
      await publishIn(tx, 'modelChanged', model('in-tx'));
      // Sent from another connection while the transaction is open, the marker is heard first: the
      // transaction's event waits for the commit.
      await pubsub.publish('modelChanged', model('marker-1'));
      expect(await nextEvent(events)).toEqual(model('marker-1'));
    });
    expect(await nextEvent(events)).toEqual(model('in-tx'));

    await expect(
      prisma.$transaction(async (tx) => {
        await publishIn(tx, 'modelChanged', model('rolled-back'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    // Had the rolled-back event been sent, it would have come before this marker.
    await pubsub.publish('modelChanged', model('marker-2'));
    expect(await nextEvent(events)).toEqual(model('marker-2'));
    await events.return!();
  });

  describe('on the embedded database (PGlite, in-process)', () => {
    let bus: PubSub;
    let prisma: PrismaClient;
    beforeAll(async () => {
      // A new PGlite runs initdb: seconds, more on a busy machine.
      const db = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'kadr-pubsub-')) });
      bus = await PubSub.start(db);
      prisma = db.prisma;
      closers.push(() => db.close(), () => bus.close());
    }, 120_000);

    it('delivers an event published inside a transaction when it commits, and never one rolled back', async () => {
      const events = bus.subscribe('modelChanged', (e) => e.userId === 'u-tx');

      let heard = false;
      const first = nextEvent(events).then((e) => ((heard = true), e));
      await prisma.$transaction(async (tx) => {
        await publishIn(tx, 'modelChanged', model('in-tx'));
        await tx.$executeRaw`SELECT 1`; // a round trip after the NOTIFY: nothing is delivered inside the transaction
        expect(heard).toBe(false);
      });
      expect(await first).toEqual(model('in-tx'));

      await expect(
        prisma.$transaction(async (tx) => {
          await publishIn(tx, 'modelChanged', model('rolled-back'));
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      // Had the rolled-back event been sent, it would have come before this marker.
      await bus.publish('modelChanged', model('marker'));
      expect(await nextEvent(events)).toEqual(model('marker'));
      await events.return!();
    });

    it('ends a subscription when aborted or returned, and stops listening at once', async () => {
      const abort = new AbortController();
      const aborted = bus.subscribe('modelChanged', () => true, abort.signal);
      const returned = bus.subscribe('modelChanged', () => true);
      const waiting = [aborted.next(), returned.next()];
      abort.abort();
      await returned.return!();
      expect(await Promise.all(waiting)).toEqual([
        { done: true, value: undefined },
        { done: true, value: undefined },
      ]);
      const live = bus.subscribe('modelChanged', () => true);
      await bus.publish('modelChanged', model('after'));
      expect(await nextEvent(live)).toEqual(model('after'));
      expect(await aborted.next()).toEqual({ done: true, value: undefined });
      await live.return!();
    });
  });
});

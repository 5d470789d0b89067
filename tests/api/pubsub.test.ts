import { afterAll, describe, expect, it } from 'vitest';
import { PubSub } from '../../core/src/events/pubsub';
import { createTestApp } from '../support/test-app';

async function firstEvents<T>(gen: AsyncGenerator<T>, n: number): Promise<T[]> {
  const out: T[] = [];
  for await (const e of gen) {
    out.push(e);
    if (out.length === n) break;
  }
  return out;
}

describe('pubsub', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c();
  });

  it('delivers an event published by one process to subscribers of another, filtered (LISTEN/NOTIFY)', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    // Two PubSub instances on separate connections stand for the API and the worker process.
    const api = await PubSub.start(t.databaseUrl);
    const worker = await PubSub.start(t.databaseUrl);
    closers.push(() => api.close(), () => worker.close());

    const received = firstEvents(
      api.subscribe('modelChanged', (e) => e.userId === 'u1'),
      2,
    );
    await new Promise((r) => setTimeout(r, 50));
    await worker.publish('modelChanged', { userId: 'u2', modelId: 'other-users-model' });
    await worker.publish('modelChanged', { userId: 'u1', modelId: 'm1' });
    await worker.publish('modelChanged', { userId: 'u1', modelId: 'm2' });
    expect(await received).toEqual([
      { userId: 'u1', modelId: 'm1' },
      { userId: 'u1', modelId: 'm2' },
    ]);
  });

  it('works in memory for the embedded database, and a subscription ends when aborted', async () => {
    const bus = await PubSub.start(null);
    closers.push(() => bus.close());
    const abort = new AbortController();
    const seen: string[] = [];
    const done = (async () => {
      for await (const e of bus.subscribe('modelChanged', () => true, abort.signal)) seen.push(e.modelId);
    })();
    await new Promise((r) => setTimeout(r, 10));
    await bus.publish('modelChanged', { userId: 'u', modelId: 'a' });
    await new Promise((r) => setTimeout(r, 10));
    abort.abort();
    await done;
    await bus.publish('modelChanged', { userId: 'u', modelId: 'b' });
    expect(seen).toEqual(['a']);
  });
});

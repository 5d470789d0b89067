import { describe, expect, it } from 'vitest';
import { ProviderUpdates } from './provider-updates';

type Run = { id: string; status: string };
const updates = () => new ProviderUpdates<Run>((r) => r.id);

describe('ProviderUpdates', () => {
  it('wakes the waiter of a run when its state is published, not the waiters of other runs', async () => {
    const u = updates();
    const other = u.wait('b', 0, 60_000);
    const mine = u.wait('a', 0, 60_000);
    u.publish({ id: 'a', status: 'succeeded' });
    expect(await mine).toBe('update');
    expect(u.latest('a')).toEqual({ state: { id: 'a', status: 'succeeded' }, seq: 1 });
    u.publish({ id: 'b', status: 'failed' });
    expect(await other).toBe('update');
  });

  it('answers at once when a newer state is already there, and times out when none comes', async () => {
    const u = updates();
    u.publish({ id: 'a', status: 'processing' });
    expect(await u.wait('a', 0, 60_000)).toBe('update');
    const { seq } = u.latest('a');
    expect(await u.wait('a', seq, 5)).toBe('timeout');
  });

  it('wake() drops the kept state, so the waiter asks the provider; abort ends a wait', async () => {
    const u = updates();
    u.publish({ id: 'a', status: 'processing' });
    const { seq } = u.latest('a');
    const woken = u.wait('a', seq, 60_000);
    u.wake('a');
    expect(await woken).toBe('update');
    expect(u.latest('a').state).toBeNull();
    const stop = new AbortController();
    const aborted = u.wait('a', u.latest('a').seq, 60_000, stop.signal);
    stop.abort();
    expect(await aborted).toBe('aborted');
  });

  it('tells listeners every published state and forgets a collected run', () => {
    const u = updates();
    const seen: string[] = [];
    const off = u.onUpdate((r) => seen.push(`${r.id}:${r.status}`));
    u.publish({ id: 'a', status: 'starting' });
    off();
    u.publish({ id: 'a', status: 'succeeded' });
    expect(seen).toEqual(['a:starting']);
    u.forget('a');
    expect(u.latest('a')).toEqual({ state: null, seq: 0 });
  });
});

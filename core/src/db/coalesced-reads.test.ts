import { describe, expect, it } from 'vitest';
import { CoalescedReads } from './coalesced-reads';

/** A reader that records each statement's keys and answers the doubled number of every key below 100. */
function doubling(maxBatch?: number) {
  const statements: number[][] = [];
  const reads = new CoalescedReads<number, number>(
    async (keys) => {
      statements.push(keys);
      return new Map(keys.filter((k) => k < 100).map((k) => [String(k), k * 2]));
    },
    String,
    maxBatch,
  );
  return { reads, statements };
}

describe('coalesced reads', () => {
  it('answer the reads asked for in one turn of the event loop with one statement over their distinct keys', async () => {
    const { reads, statements } = doubling();
    const answers = await Promise.all([reads.read(1), reads.read(2), reads.read(1), reads.read(500)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(statements).toEqual([[1, 2, 500]]);
  });

  it('send a later read in a statement of its own, after the earlier one was asked', async () => {
    const { reads, statements } = doubling();
    expect(await reads.read(3)).toBe(6);
    expect(await reads.read(3)).toBe(6);
    expect(statements).toEqual([[3], [3]]);
  });

  it('split a batch above its bound into several statements', async () => {
    const { reads, statements } = doubling(2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => reads.read(k)))).toEqual([2, 4, 6, 8, 10]);
    expect(statements).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fail every read of a batch whose statement failed, and only those', async () => {
    let fail = true;
    const reads = new CoalescedReads<number, number>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [String(k), k]));
    }, String);
    const failed = await Promise.allSettled([reads.read(1), reads.read(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await reads.read(1)).toBe(1);
  });
});

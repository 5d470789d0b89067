import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { createTestApp, type TestApp } from '../support/test-app';

describe('credit holds', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function userWith(credits: number) {
    n += 1;
    const user = await t.services.prisma.user.create({
      data: { email: `credits${n}@example.com`, passwordHash: 'x', fullName: 'Credits' },
    });
    if (credits) {
      await t.services.prisma.$transaction((tx) =>
        grantCredits(tx, { userId: user.id, amount: credits, kind: 'grant', idempotencyKey: `grant-${user.id}` }),
      );
    }
    return user.id;
  }
  const hold = (userId: string, amount: number, key: string) =>
    t.services.prisma.$transaction((tx) => holdCredits(tx, { userId, amount, idempotencyKey: key }));

  it('accepts exactly as many holds as the balance covers when 50 arrive at once', async () => {
    const userId = await userWith(10);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => hold(userId, 1, `race-${userId}-${i}`)));
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(InsufficientCreditsError);
      expect(r.reason.message).toBe('You need 1 credits but only have 0');
    }
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(0);
  }, 60_000);

  it('refuses a hold larger than the balance with both numbers, reserving nothing', async () => {
    const userId = await userWith(3);
    await expect(hold(userId, 5, `big-${userId}`)).rejects.toThrow('You need 5 credits but only have 3');
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(3);
  });

  it('reserves once per idempotency key', async () => {
    const userId = await userWith(10);
    const a = await hold(userId, 4, `job-${userId}`);
    const b = await hold(userId, 4, `job-${userId}`);
    expect(b.holdId).toBe(a.holdId);
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(6);
  });

  it('captures delivered items once each and releases the rest', async () => {
    const userId = await userWith(10);
    const { holdId } = await hold(userId, 4, `items-${userId}`);
    const capture = (item: number) =>
      t.services.prisma.$transaction((tx) => captureHold(tx, { holdId, amount: 1, idempotencyKey: `${holdId}:item-${item}` }));
    expect(await capture(1)).toBe(true);
    expect(await capture(2)).toBe(true);
    expect(await capture(2)).toBe(false); // a retried activity charges nothing more
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(6); // 10 - 4 reserved (2 of them charged)

    expect(await t.services.prisma.$transaction((tx) => releaseHold(tx, holdId))).toBe(2);
    expect(await t.services.prisma.$transaction((tx) => releaseHold(tx, holdId))).toBe(0);
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(8);
    expect(await capture(3)).toBe(false); // settled holds take no more captures

    const entries = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['grant', 10],
      ['capture', -1],
      ['capture', -1],
    ]);
  });

  it('gives everything back when a job fails before delivering anything', async () => {
    const userId = await userWith(5);
    const { holdId } = await hold(userId, 5, `fail-${userId}`);
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(0);
    expect(await t.services.prisma.$transaction((tx) => releaseHold(tx, holdId))).toBe(5);
    expect(await getCreditsBalance(t.services, { userId: userId })).toBe(5);
    const h = await t.services.prisma.creditHold.findUniqueOrThrow({ where: { id: holdId } });
    expect(h.status).toBe('released');
  });
});

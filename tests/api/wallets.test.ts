import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { personalWallet, teamWallet, type Wallet } from '@kadr/core/ledger/wallet';
import { ownedBy, userActor, walletOf, type Actor } from '@kadr/server/modules/access/actor';
import { createCollection } from '@kadr/server/modules/library/create-collection';
import { listCollections } from '@kadr/server/modules/library/list-collections';
import { createTestApp, type TestApp } from '../support/test-app';

describe('actors and wallets', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function newUser() {
    n += 1;
    return t.services.prisma.user.create({ data: { email: `wallet${n}-${Date.now()}@example.com`, passwordHash: 'x', fullName: 'Wallet' } });
  }
  const grant = (wallet: Wallet, amount: number, key: string) =>
    t.services.prisma.$transaction((tx) => grantCredits(tx, { ...wallet, amount, kind: 'grant', idempotencyKey: key }));
  const hold = (wallet: Wallet, amount: number, key: string) =>
    t.services.prisma.$transaction((tx) => holdCredits(tx, { ...wallet, amount, idempotencyKey: key }));
  const balance = (wallet: Wallet) => getCreditsBalance(t.services, wallet);

  it("keeps a team's credits apart from its members' personal credits", async () => {
    const owner = await newUser();
    const team = await t.services.prisma.team.create({ data: { name: 'Studio', ownerId: owner.id } });
    await grant(personalWallet(owner.id), 3, `w-personal-${owner.id}`);
    await grant(teamWallet(team.id), 10, `w-team-${team.id}`);

    const member: Actor = { kind: 'member', userId: owner.id, teamId: team.id, role: 'admin' };
    const { holdId } = await hold(walletOf(member), 4, `w-hold-${team.id}`);
    expect(await balance(teamWallet(team.id))).toBe(6);
    expect(await balance(personalWallet(owner.id))).toBe(3);

    await t.services.prisma.$transaction((tx) => captureHold(tx, { holdId, amount: 4, idempotencyKey: `w-cap-${holdId}` }));
    const entry = await t.services.prisma.creditLedgerEntry.findUniqueOrThrow({ where: { idempotencyKey: `w-cap-${holdId}` } });
    expect({ userId: entry.userId, teamId: entry.teamId, amount: entry.amount }).toEqual({ userId: null, teamId: team.id, amount: -4 });

    // The personal wallet cannot pay more than it holds, whatever the team has.
    await expect(hold(walletOf(userActor(owner.id)), 4, `w-hold-personal-${owner.id}`)).rejects.toBeInstanceOf(InsufficientCreditsError);
  });

  it('never lets concurrent holds on one team wallet overdraw it', async () => {
    const owner = await newUser();
    const team = await t.services.prisma.team.create({ data: { name: 'Race', ownerId: owner.id } });
    await grant(teamWallet(team.id), 5, `w-race-${team.id}`);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => hold(teamWallet(team.id), 1, `w-race-${team.id}-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await balance(teamWallet(team.id))).toBe(0);
  });

  it("scopes use cases to whom the actor acts for: an administrator acting on a user sees that user's data", async () => {
    const [alice, bob, admin] = [await newUser(), await newUser(), await newUser()];
    await createCollection(t.services, userActor(alice.id), { name: 'Alice picks' });
    await createCollection(t.services, userActor(bob.id), { name: 'Bob picks' });

    const names = async (actor: Actor) => (await listCollections(t.services, actor)).items.map((c) => c.name);
    expect(await names(userActor(alice.id))).toEqual(['Alice picks']);
    expect(await names({ kind: 'admin', userId: admin.id, onBehalfOf: bob.id })).toEqual(['Bob picks']);
    expect(await names(userActor(admin.id))).toEqual([]);
    expect(ownedBy({ kind: 'apiKey', userId: alice.id, keyId: 'k', scopes: [] })).toEqual({ userId: alice.id });
    expect(walletOf({ kind: 'admin', userId: admin.id, onBehalfOf: bob.id })).toEqual({ userId: bob.id });
  });
});

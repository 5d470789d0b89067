import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMap } from '@kadr/core/events/pubsub';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { registerUser } from '../factories/library';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextEvent, waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';
import { graphql } from '../gql';

type Move = (tx: Prisma.TransactionClient) => Promise<unknown>;

describe('creditsChanged', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '3' });
  });
  afterAll(() => t?.close());

  const newUser = async () => (await t.services.prisma.user.create({ data: { email: `events${++n}@example.com`, passwordHash: 'x', fullName: 'Events' } })).id;
  const balance = (userId: string) => getCreditsBalance(t.services, { userId });
  const grant = (userId: string, amount: number): Move => (tx) => grantCredits(tx, { userId, amount, kind: 'grant', idempotencyKey: `grant-${userId}-${++n}` });

  /**
   * Runs `move` in a transaction and answers whether its user's creditsChanged was heard inside the transaction
   * (a marker published from another connection meanwhile must come first), and the event heard after it ended.
   */
  async function movement(userId: string, move: Move, outcome: 'commit' | 'rollback') {
    const marker: EventMap['creditsChanged'] = { userId: `marker-${userId}` };
    const events = t.services.pubsub.subscribe('creditsChanged', (e) => e.userId === userId || e.userId === marker.userId);
    try {
      const transaction = t.services.prisma.$transaction(async (tx) => {
        await move(tx);
        await t.services.pubsub.publish('creditsChanged', marker);
        expect(await nextEvent(events)).toEqual(marker);
        if (outcome === 'rollback') throw new Error('undo');
      });
      if (outcome === 'rollback') {
        await expect(transaction).rejects.toThrow('undo');
        // A rolled-back movement's event would have come before this marker.
        await t.services.pubsub.publish('creditsChanged', marker);
      } else await transaction;
      return await nextEvent(events);
    } finally {
      await events.return!();
    }
  }

  it('announces a grant, a hold, a capture and a release when each commits, with the balance it leaves', async () => {
    const userId = await newUser();
    expect(await movement(userId, grant(userId, 10), 'commit')).toEqual({ userId });
    expect(await balance(userId)).toBe(10);

    let holdId = '';
    const hold: Move = async (tx) => ({ holdId } = await holdCredits(tx, { userId, amount: 4, idempotencyKey: `hold-${userId}` }));
    expect(await movement(userId, hold, 'commit')).toEqual({ userId });
    expect(await balance(userId)).toBe(6);

    expect(await movement(userId, (tx) => captureHold(tx, { holdId, amount: 1, idempotencyKey: `${holdId}:0` }), 'commit')).toEqual({ userId });
    expect(await balance(userId)).toBe(6); // charged from what the hold reserved

    expect(await movement(userId, (tx) => releaseHold(tx, holdId), 'commit')).toEqual({ userId });
    expect(await balance(userId)).toBe(9);
  });

  it('announces nothing of a movement rolled back', async () => {
    const userId = await newUser();
    // Committed through movement(): their own events are heard before the next subscription starts.
    await movement(userId, grant(userId, 10), 'commit');
    let holdId = '';
    await movement(userId, async (tx) => ({ holdId } = await holdCredits(tx, { userId, amount: 4, idempotencyKey: `kept-${userId}` })), 'commit');
    const moves: Move[] = [
      grant(userId, 5),
      (tx) => holdCredits(tx, { userId, amount: 2, idempotencyKey: `undone-${userId}` }),
      (tx) => captureHold(tx, { holdId, amount: 1, idempotencyKey: `${holdId}:0` }),
      (tx) => releaseHold(tx, holdId),
    ];
    for (const move of moves) {
      expect(await movement(userId, move, 'rollback')).toEqual({ userId: `marker-${userId}` });
    }
    expect(await balance(userId)).toBe(6);
  });

  describe('the GraphQL subscription', () => {
    const SUBSCRIPTION = graphql(`
      subscription CreditsFeed {
        creditsChanged { balance user { id creditsBalance } }
      }
    `);
    let server: Awaited<ReturnType<typeof listen>>;
    beforeAll(async () => {
      server = await listen(t);
    });
    afterAll(() => server?.close());

    it("gives the signed-in user's balance when subscribed and after every change, and nobody else's", async () => {
      // The signup bonuses' own events are heard first, so that they cannot reach the subscriptions below.
      const signups = t.services.pubsub.subscribe('creditsChanged', () => true);
      const alice = await registerUser(t, 'alice-credits@example.com');
      const bob = await registerUser(t, 'bob-credits@example.com');
      expect([await nextEvent(signups), await nextEvent(signups)]).toEqual([{ userId: alice.id }, { userId: bob.id }]);
      await signups.return!();
      const aliceWs = wsClient(server.wsUrl, alice.token);
      const bobWs = wsClient(server.wsUrl, bob.token);
      const aliceFeed = collect(aliceWs, SUBSCRIPTION);
      const bobFeed = collect(bobWs, SUBSCRIPTION);
      const at = (user: { id: string }, credits: number) => ({ creditsChanged: { balance: credits, user: { id: user.id, creditsBalance: credits } } });

      // The signup bonus, at once.
      await waitFor(() => aliceFeed.events.length === 1 && bobFeed.events.length === 1, { what: 'the balances on subscribe' });
      expect(aliceFeed.events).toEqual([at(alice, 3)]);

      await t.services.prisma.$transaction(grant(alice.id, 7));
      await waitFor(() => aliceFeed.events.length === 2, { what: "alice's new balance" });
      expect(aliceFeed.events[1]).toEqual(at(alice, 10));

      await t.services.prisma.$transaction((tx) => holdCredits(tx, { userId: bob.id, amount: 2, idempotencyKey: `bob-${bob.id}` }));
      await waitFor(() => bobFeed.events.length === 2, { what: "bob's new balance" });
      // Alice's change committed first: sent to bob, it would have come before his own.
      expect(bobFeed.events).toEqual([at(bob, 3), at(bob, 1)]);
      expect(aliceFeed.errors).toEqual([]);
      aliceFeed.stop();
      bobFeed.stop();
      await aliceWs.dispose();
      await bobWs.dispose();
    });

    it('refuses the subscription to a visitor', async () => {
      const anon = wsClient(server.wsUrl);
      const feed = collect(anon, SUBSCRIPTION);
      await waitFor(() => feed.errors.length > 0 || feed.events.length > 0, { what: 'an answer' });
      expect(feed.events).toEqual([]);
      expect(JSON.stringify(feed.errors)).toMatch(/Not authenticated/i);
      await anon.dispose();
    });
  });
});

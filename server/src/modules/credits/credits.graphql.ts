import type { EventMap } from '@kadr/core/events/pubsub';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import type { Wallet } from '@kadr/core/ledger/wallet';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import type { Services } from '../../services-contract';
import { userActor, walletOf } from '../access/actor';
import { readActor } from '../access/current-actor';
import { withUser } from '../profiles/profiles.graphql';

const isWallet = (e: EventMap['creditsChanged'], wallet: Wallet) => (wallet.teamId ? e.teamId === wallet.teamId : !e.teamId && e.userId === wallet.userId);

interface WalletChanged {
  userId: string;
  /** The user's current wallet when the event came (the balance is read from it). */
  wallet: Wallet;
}

const CreditsChanged = builder.objectRef<WalletChanged>('CreditsChanged').implement({
  fields: (t) => ({
    balance: t.int({
      description: "The credits the signed-in user can spend now (their current team's while one is current), read from Postgres when the event is sent",
      resolve: (e, _a, ctx) => getCreditsBalance(ctx.services, e.wallet),
    }),
  }),
});
// The user too, so a client's cached user (its `creditsBalance`) follows the event.
withUser(CreditsChanged);

/**
 * The current wallet at once, then again after each of its changes. The user's own (personal) events always come
 * through: switching teams is announced as one, and the wallet followed is read again on each of them.
 */
function followCurrentWallet(services: Pick<Services, 'env' | 'prisma' | 'pubsub'>, userId: string, first: Wallet): AsyncIterableIterator<WalletChanged> {
  let wallet = first;
  // Listening starts before the first answer is read, so a change in between is not missed.
  const events = services.pubsub.subscribe('creditsChanged', (e) => (!e.teamId && e.userId === userId) || isWallet(e, wallet));
  let started = false;
  return {
    async next() {
      if (!started) {
        started = true;
        return { done: false, value: { userId, wallet } };
      }
      const r = await events.next();
      if (r.done) return { done: true, value: undefined };
      if (!r.value.teamId) wallet = walletOf((await readActor(services.prisma, userId, services.env.TEAMS_ENABLED)) ?? userActor(userId));
      return { done: false, value: { userId, wallet } };
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

builder.subscriptionField('creditsChanged', (t) =>
  t.field({
    type: CreditsChanged,
    authScopes: { loggedIn: true },
    description:
      "The signed-in user's current balance (the team's while a team is current): once when subscribed, then after every hold, charge, release, grant and transfer of that wallet, and when the current team changes.",
    subscribe: (_r, _a, ctx) => {
      const { user, actor } = requireViewer(ctx);
      return followCurrentWallet(ctx.services, user.id, walletOf(actor));
    },
    resolve: (e) => e,
  }),
);

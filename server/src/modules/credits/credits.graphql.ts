import { startWith, type EventMap } from '../../../../core/src/events/pubsub';
import { getCreditsBalance } from '../../../../core/src/ledger/get-credits-balance';
import type { Wallet } from '../../../../core/src/ledger/wallet';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { walletOf } from '../access/actor';
import { withUser } from '../profiles/profiles.graphql';

const isWallet = (e: EventMap['creditsChanged'], wallet: Wallet) => (wallet.teamId ? e.teamId === wallet.teamId : !e.teamId && e.userId === wallet.userId);

const CreditsChanged = builder.objectRef<{ userId: string }>('CreditsChanged').implement({
  fields: (t) => ({
    balance: t.int({
      description: 'The credits the signed-in user can spend now, read from Postgres when the event is sent',
      resolve: (_e, _a, ctx) => getCreditsBalance(ctx.services, walletOf(requireViewer(ctx).actor)),
    }),
  }),
});
// The user too, so a client's cached user (its `creditsBalance`) follows the event.
withUser(CreditsChanged);

builder.subscriptionField('creditsChanged', (t) =>
  t.field({
    type: CreditsChanged,
    authScopes: { loggedIn: true },
    description: "The signed-in user's balance: once when subscribed, then after every hold, charge, release and grant of their credits.",
    subscribe: (_r, _a, ctx) => {
      const { actor } = requireViewer(ctx);
      const wallet = walletOf(actor);
      // Listening starts before the first answer is read, so a change in between is not missed.
      return startWith(wallet, ctx.services.pubsub.subscribe('creditsChanged', (e) => isWallet(e, wallet)));
    },
    resolve: (_e, _a, ctx) => ({ userId: requireViewer(ctx).user.id }),
  }),
);

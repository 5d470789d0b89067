import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { availableCredits, lockWallet, personalWallet, teamWallet } from '@kadr/core/ledger/wallet';
import { notifyIfLowCredits } from '@kadr/core/notifications/low-credits';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { WALLET_QUEUE } from '../credits/start-charged-job';
import { assertTeamsEnabled, getAdminTeamView, type TeamView } from './team-access';

const schema = z.strictObject({
  amount: z
    .number({ error: 'amount must be a whole number of credits from 1 to 1000000' })
    .int('amount must be a whole number of credits from 1 to 1000000')
    .min(1, 'amount must be a whole number of credits from 1 to 1000000')
    .max(1_000_000, 'amount must be a whole number of credits from 1 to 1000000'),
});

/**
 * An admin moves credits from their personal wallet to the team's: two `transfer` entries (out of one, into the
 * other, both recording the admin as the actor) in one transaction. Both wallets are locked, the user's row first
 * and then the team's (the one order every transfer takes), and at most what the admin can spend now moves:
 * InsufficientCreditsError otherwise, and nothing moves.
 */
export async function transferTeamCredits(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, teamId: string, raw: unknown): Promise<TeamView> {
  assertTeamsEnabled(services.env);
  return services.prisma.$transaction(async (tx) => {
    const team = await getAdminTeamView(tx, actor, teamId);
    const { amount } = parseInput(schema, raw ?? {});
    const from = personalWallet(team.viewerId);
    const to = teamWallet(team.id);
    await lockWallet(tx, from);
    await lockWallet(tx, to);
    const available = await availableCredits(tx, from);
    if (available < amount) throw new InsufficientCreditsError(amount, available);
    const key = `transfer:${randomUUID()}`;
    await grantCredits(tx, { ...from, amount: -amount, kind: 'transfer', reason: `to team ${team.id}`, idempotencyKey: `${key}:out`, actorId: team.viewerId });
    await grantCredits(tx, { ...to, amount, kind: 'transfer', reason: `from user ${team.viewerId}`, idempotencyKey: `${key}:in`, actorId: team.viewerId });
    // A transfer that leaves the admin's own credits below one photo set tells them so, like a charge would.
    await notifyIfLowCredits(tx, { wallet: from, amount, idempotencyKey: `${key}:out` });
    return team;
  }, WALLET_QUEUE);
}

import type { TeamRole } from '@kadr/core/generated/prisma/client';
import { personalWallet, teamWallet, type Wallet } from '@kadr/core/ledger/wallet';

/**
 * Who performs a use case. Every use case receives one and resolves whose data and whose credits it touches
 * through `ownedBy` and `walletOf`, never from a bare user id:
 * - `user`: a signed-in person acting for themselves (their data, their personal credits);
 * - `member`: a team member acting for a team (their own data, the team's credits);
 * - `apiKey`: a partner's key acting for its owner, limited to its scopes; a team key (`teamId`, made by an admin of
 *   the team) works on its creator's data like a member, and spends the team's credits;
 * - `admin`: an administrator acting on someone (that user's data and credits; recorded as the admin's act).
 */
export type Actor =
  | { kind: 'user'; userId: string }
  | { kind: 'member'; userId: string; teamId: string; role: TeamRole }
  | { kind: 'apiKey'; userId: string; keyId: string; scopes: readonly string[]; teamId?: string }
  | { kind: 'admin'; userId: string; onBehalfOf: string };

export const userActor = (userId: string): Actor => ({ kind: 'user', userId });

/** The user whose rows the actor reads and writes: its own, its key's owner's, or the one an admin acts on. */
export function ownerOf(actor: Actor): string {
  return actor.kind === 'admin' ? actor.onBehalfOf : actor.userId;
}

/** Prisma filter for rows that belong to whom the actor acts for (`where: { id, ...ownedBy(actor) }`). */
export const ownedBy = (actor: Actor) => ({ userId: ownerOf(actor) });

/** The wallet the actor's charges go to and its balance is read from. */
export function walletOf(actor: Actor): Wallet {
  if (actor.kind === 'member') return teamWallet(actor.teamId);
  if (actor.kind === 'apiKey' && actor.teamId) return teamWallet(actor.teamId);
  return personalWallet(ownerOf(actor));
}

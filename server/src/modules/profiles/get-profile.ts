import { NotFoundError } from '../../../../core/src/errors/app-error';
import type { Services } from '../../services';
import { getCreditsBalance } from '../../../../core/src/ledger/get-credits-balance';
import { toProfileDto, type ProfileDto } from './profile';
import { ownerOf, walletOf, type Actor } from '../access/actor';
import { actorOf, currentMembership } from '../access/current-actor';

/** The actor's user's profile, with the balance of their current wallet (their team's while one is current). */
export async function getProfile(services: Services, actor: Actor): Promise<ProfileDto> {
  const userId = ownerOf(actor);
  // Read with the membership of the current team: the wallet is the one current now (a switch just made included).
  const row = await services.prisma.user.findUnique({ where: { id: userId }, include: currentMembership(userId) });
  if (!row) throw new NotFoundError('User not found');
  const { currentTeam, ...user } = row;
  const current = actorOf({ ...user, currentTeam }, services.env.TEAMS_ENABLED);
  return toProfileDto(user, await getCreditsBalance(services, walletOf(current)), current.kind === 'member' ? current.teamId : null);
}

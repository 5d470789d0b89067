import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Services } from '../../services-contract';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { toProfileDto, type ProfileDto } from './profile';
import { ownerOf, walletOf, type Actor } from '../access/actor';
import { actorOf } from '../access/current-actor';

/** The actor's user's profile, with the balance of their current wallet (their team's while one is current). */
export async function getProfile(services: Pick<Services, 'env' | 'db' | 'prisma'>, actor: Actor): Promise<ProfileDto> {
  const userId = ownerOf(actor);
  const user = await services.prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw new NotFoundError('User not found');
  // Whom they act for now, from the row just read (a switch made in this request included).
  const current = await actorOf(services.prisma, user, services.env.TEAMS_ENABLED);
  return toProfileDto(user, await getCreditsBalance(services, walletOf(current)), current.kind === 'member' ? current.teamId : null);
}

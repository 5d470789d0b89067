import { NotFoundError } from '../../../../core/src/errors/app-error';
import type { Services } from '../../services';
import { getCreditsBalance } from '../../../../core/src/ledger/get-credits-balance';
import { toProfileDto, type ProfileDto } from './profile';
import { ownerOf, walletOf, type Actor } from '../access/actor';

export async function getProfile(services: Services, actor: Actor): Promise<ProfileDto> {
  const user = await services.prisma.user.findUnique({ where: { id: ownerOf(actor) } });
  if (!user) throw new NotFoundError('User not found');
  return toProfileDto(user, await getCreditsBalance(services, walletOf(actor)));
}

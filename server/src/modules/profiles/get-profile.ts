import { NotFoundError } from '../../../../core/src/errors/app-error';
import type { Services } from '../../services';
import { getCreditsBalance } from '../../../../core/src/ledger/get-credits-balance';
import { toProfileDto, type ProfileDto } from './profile';

export async function getProfile(services: Services, userId: string): Promise<ProfileDto> {
  const user = await services.prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw new NotFoundError('User not found');
  return toProfileDto(user, await getCreditsBalance(services, userId));
}

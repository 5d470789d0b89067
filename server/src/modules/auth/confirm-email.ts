import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services';
import { consumeEmailToken } from './email-tokens';

const confirmInput = z.object({ token: z.string().max(200).optional() });

/** Confirms the address behind a single-use link token; returns the user id. */
export async function confirmEmail(services: Services, input: unknown): Promise<string> {
  const { token } = parseInput(confirmInput, input ?? {});
  const userId = await consumeEmailToken(services, token, 'confirm_email');
  await services.prisma.user.updateMany({
    where: { id: userId, emailConfirmedAt: null },
    data: { emailConfirmedAt: new Date() },
  });
  return userId;
}

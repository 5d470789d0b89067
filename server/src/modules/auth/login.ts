import { z } from 'zod';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Services } from '../../services';
import { EmailNotConfirmedError, InvalidCredentialsError } from './auth.errors';
import { emailSchema, parseAuthInput, type RequestMeta } from './auth.schemas';
import { issueSession, type SessionTokens } from './issue-session';

const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export async function login(services: Services, input: unknown, meta: RequestMeta): Promise<SessionTokens & { userId: string }> {
  const { email, password } = parseAuthInput(loginInput, input);
  // Per address (slows guessing one account) and per IP (slows spraying many).
  await services.rateLimiter.consume(
    { key: `login:email:${email}`, limit: 10, windowSeconds: 900 },
    { key: `login:ip:${meta.ip}`, limit: 50, windowSeconds: 900 },
  );
  const user = await services.prisma.user.findUnique({ where: { email } });
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new InvalidCredentialsError();
  if (services.env.REQUIRE_EMAIL_CONFIRMATION && !user.emailConfirmedAt) throw new EmailNotConfirmedError();
  const tokens = await issueSession(services, user.id, { userAgent: meta.userAgent });
  await services.prisma.activity.create({ data: { userId: user.id, kind: 'login' } });
  return { ...tokens, userId: user.id };
}

import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { Services } from '../../services-contract';
import { AccountDisabledError } from '../admin/admin.errors';
import { AccountDeletedError } from '../privacy/account-deletion.errors';
import { EmailNotConfirmedError, InvalidCredentialsError } from './auth.errors';
import { emailSchema, parseAuthInput, type RequestMeta } from './auth.schemas';
import { issueSession, type SessionTokens } from './issue-session';

const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/**
 * Brute-force limits that a stranger cannot turn into a lockout of someone else's account:
 * - per IP, across accounts: 50 attempts / 15 min (slows spraying one password over many accounts);
 * - per (account, IP): 10 failed passwords / 15 min lock that pair only — the guesser's address, not the owner's;
 * - per account, from every IP together: 100 failed passwords / hour, a much higher bar that only a guesser spread
 *   over many addresses reaches; once reached the account refuses sign-ins until the sliding hour holds fewer
 *   (lib/rate-limit.ts), except from
 *   an address that signed in to it successfully within the last 30 days (its owner's usual networks, recorded as a
 *   keyed hash with each sign-in), so a distributed attack caps guesses without shutting the owner out.
 * A correct password does not count; every refusal is the spec's 'Too many requests' (429 with Retry-After).
 */
export const LOGIN_LIMITS = {
  perIp: { limit: 50, windowSeconds: 900 },
  perAccountAndIp: { limit: 10, windowSeconds: 900 },
  perAccount: { limit: 100, windowSeconds: 3600 },
  knownNetworkDays: 30,
} as const;

/** The address as stored with a sign-in: an HMAC under the server's secret, never the address itself. */
const networkOf = (services: Pick<Services, 'env'>, ip: string) => createHmac('sha256', services.env.JWT_SECRET).update(`login-ip:${ip}`).digest('base64url');

export async function login(services: Pick<Services, 'env' | 'prisma' | 'rateLimiter' | 'accessTokens'>, input: unknown, meta: RequestMeta): Promise<SessionTokens & { userId: string }> {
  const { email, password } = parseAuthInput(loginInput, input);
  const { rateLimiter, prisma } = services;
  const pair = { key: `login:fail:${email}:${meta.ip}`, ...LOGIN_LIMITS.perAccountAndIp };
  const account = { key: `login:fail:${email}`, ...LOGIN_LIMITS.perAccount };
  await rateLimiter.consume({ key: `login:ip:${meta.ip}`, ...LOGIN_LIMITS.perIp });
  await rateLimiter.check(pair);
  const user = await prisma.user.findUnique({ where: { email } });
  const network = networkOf(services, meta.ip);
  try {
    await rateLimiter.check(account);
  } catch (limited) {
    const since = new Date(Date.now() - LOGIN_LIMITS.knownNetworkDays * 86_400_000);
    const known =
      user &&
      (await prisma.activity.findFirst({
        where: { userId: user.id, kind: 'login', createdAt: { gte: since }, details: { path: ['network'], equals: network } },
        select: { id: true },
      }));
    if (!known) throw limited;
  }
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await rateLimiter.record(pair, account);
    throw new InvalidCredentialsError();
  }
  // Only to whoever knows the password: an account being deleted (once deleted, no password matches: the address is
  // free again), or disabled by an administrator (its sessions ended then).
  if (user.deletedAt) throw new AccountDeletedError();
  if (user.disabledAt) throw new AccountDisabledError();
  if (services.env.REQUIRE_EMAIL_CONFIRMATION && !user.emailConfirmedAt) throw new EmailNotConfirmedError();
  const tokens = await issueSession(services, user.id, { userAgent: meta.userAgent });
  await prisma.activity.create({ data: { userId: user.id, kind: 'login', details: { network } } });
  return { ...tokens, userId: user.id };
}

import { z } from 'zod';
import { Prisma } from '@kadr/core/generated/prisma/client';
import { hashPassword } from '../../lib/passwords';
import type { Services } from '../../services-contract';
import { promoteAdminEmails } from '../admin/promote-admin-emails';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { EmailAlreadyExistsError } from './auth.errors';
import { emailSchema, fullNameSchema, parseAuthInput, passwordSchema, type RequestMeta } from './auth.schemas';
import { sendConfirmationEmail } from './send-confirmation-email';
import { issueSession, type SessionTokens } from './issue-session';

const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
  marketingOptIn: z.boolean().optional().default(false),
  locale: z.enum(['en', 'pl']).optional(),
});

export type RegisterInput = z.input<typeof registerInput>;

export interface RegisterResult {
  userId: string;
  requiresEmailConfirmation: boolean;
  message: string;
  tokens: SessionTokens | null;
}

/**
 * 'An account with this email already exists' tells whoever asks that an address has an account (the spec's client
 * words it). Each IP gets that answer at most 5 times an hour; after that every registration from it is answered
 * 'Too many requests' until the sliding hour holds fewer, whether the address is taken or not, so the limit itself
 * tells nothing.
 */
export const EXISTING_EMAIL_ANSWERS = { limit: 5, windowSeconds: 3600 } as const;

export async function register(services: Pick<Services, 'env' | 'prisma' | 'mailer' | 'catalogue' | 'rateLimiter' | 'accessTokens'>, input: unknown, meta: RequestMeta): Promise<RegisterResult> {
  const existsAnswers = { key: `register:exists:ip:${meta.ip}`, ...EXISTING_EMAIL_ANSWERS };
  await services.rateLimiter.consume({ key: `register:ip:${meta.ip}`, limit: 10, windowSeconds: 3600 });
  await services.rateLimiter.check(existsAnswers);
  const data = parseAuthInput(registerInput, input);
  const { env, prisma } = services;
  const passwordHash = await hashPassword(data.password);
  const confirmed = !env.REQUIRE_EMAIL_CONFIRMATION;

  let user;
  try {
    user = await prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: data.email,
          passwordHash,
          fullName: data.fullName,
          marketingOptIn: data.marketingOptIn,
          locale: data.locale ?? null,
          emailConfirmedAt: confirmed ? new Date() : null,
        },
      });
      if (env.SIGNUP_BONUS_CREDITS > 0) {
        await grantCredits(tx, {
          userId: created.id,
          amount: env.SIGNUP_BONUS_CREDITS,
          kind: 'signup_bonus',
          reason: 'Welcome bonus',
          idempotencyKey: `signup-bonus:${created.id}`,
        });
      }
      await tx.activity.create({ data: { userId: created.id, kind: 'register' } });
      // Confirmed at once (REQUIRE_EMAIL_CONFIRMATION=false): an ADMIN_EMAILS address is an admin from the start.
      if (confirmed) await promoteAdminEmails(tx, env.ADMIN_EMAILS, created.id);
      return created;
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
      await services.rateLimiter.consume(existsAnswers);
      throw new EmailAlreadyExistsError();
    }
    throw err;
  }

  if (!confirmed) {
    await sendConfirmationEmail(services, user, meta.language);
    return {
      userId: user.id,
      requiresEmailConfirmation: true,
      message: 'Registration successful. Please check your email to confirm your account.',
      tokens: null,
    };
  }
  const tokens = await issueSession(services, user.id, { userAgent: meta.userAgent });
  return { userId: user.id, requiresEmailConfirmation: false, message: 'Registration successful.', tokens };
}

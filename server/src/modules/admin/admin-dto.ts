import { Prisma, type AiJob, type Payment, type User } from '@kadr/core/generated/prisma/client';

/** A user as the console shows them: who, their state, and their personal credits (ledger minus open holds). */
export interface AdminUserDto {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  emailConfirmed: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  /** The account's deletion was asked for (the row is its tombstone once the deletion has run). */
  deletedAt: Date | null;
  createdAt: Date;
  creditsBalance: number;
}

export interface AdminJobDto {
  id: string;
  kind: string;
  status: string;
  stage: string | null;
  progress: number;
  errorMessage: string | null;
  userId: string;
  userEmail: string;
  teamId: string | null;
  costCredits: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface AdminPaymentDto {
  id: string;
  status: string;
  amountMinor: number;
  currency: string;
  planId: string | null;
  credits: number | null;
  createdAt: Date;
  /** A paid Stripe payment not refunded yet (adminRefundPayment takes it). */
  refundable: boolean;
}

/** The personal balances of several users in one statement (ledger sum minus what open holds reserve). */
export async function personalBalances(db: Prisma.TransactionClient, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; balance: bigint | number | null }[]>`
    SELECT u.id::text AS id,
        COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE user_id = u.id AND team_id IS NULL), 0)
      - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE user_id = u.id AND team_id IS NULL AND status = 'open'), 0) AS balance
    FROM users u WHERE u.id IN (${Prisma.join(userIds.map((id) => Prisma.sql`${id}::uuid`))})`;
  return new Map(rows.map((r) => [r.id, Number(r.balance ?? 0)]));
}

export const adminUserDto = (user: User, balance: number): AdminUserDto => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  isAdmin: user.isAdmin,
  emailConfirmed: user.emailConfirmedAt !== null,
  disabledAt: user.disabledAt,
  disabledReason: user.disabledReason,
  deletedAt: user.deletedAt,
  createdAt: user.createdAt,
  creditsBalance: balance,
});

/** One user with their balance, read inside the caller's transaction when given one. */
export async function readAdminUser(db: Prisma.TransactionClient, userId: string): Promise<AdminUserDto> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return adminUserDto(user, (await personalBalances(db, [userId])).get(userId) ?? 0);
}

/** Select this with a job so `adminJobDto` can name its user. */
export const JOB_WITH_USER = { user: { select: { email: true } } } as const;

export const adminJobDto = (job: AiJob & { user: { email: string } }): AdminJobDto => ({
  id: job.id,
  kind: job.kind,
  status: job.status,
  stage: job.stage,
  progress: job.progress,
  errorMessage: job.errorMessage,
  userId: job.userId,
  userEmail: job.user.email,
  teamId: job.teamId,
  costCredits: job.costCredits,
  createdAt: job.createdAt,
  startedAt: job.startedAt,
  finishedAt: job.finishedAt,
});

export const isRefundable = (p: Pick<Payment, 'status' | 'processor' | 'paymentIntentRef'>) => p.status === 'paid' && p.processor === 'stripe' && p.paymentIntentRef !== null;

export const adminPaymentDto = (p: Payment): AdminPaymentDto => ({
  id: p.id,
  status: p.status,
  amountMinor: p.amountMinor,
  currency: p.currency,
  planId: p.planId,
  credits: p.creditsAdded,
  createdAt: p.createdAt,
  refundable: isRefundable(p),
});

/** The console's lists show this many rows a page unless `first` says (1…100, as every list: lib/paging). */
export const ADMIN_PAGE_SIZE = 25;

/** What a console list is asked: its filters, `first` and `after` (lib/paging reads and checks those two). */
export type AdminListArgs = { first?: number | null; after?: string | null } & Record<string, unknown>;

import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Services } from '../../services-contract';
import { adminJobDto, adminPaymentDto, adminUserDto, JOB_WITH_USER, personalBalances, type AdminJobDto, type AdminPaymentDto, type AdminUserDto } from './admin-dto';
import { requireUuid } from './admin-target';

/** How many of each list the user page shows (newest first). */
export const DETAIL_LIMIT = 50;

export interface AdminUserDetail {
  user: AdminUserDto;
  ledger: { id: string; amount: number; kind: string; reason: string | null; actorId: string | null; teamId: string | null; createdAt: Date }[];
  models: { id: string; name: string | null; trainingStatus: string; createdAt: Date }[];
  jobs: AdminJobDto[];
  payments: AdminPaymentDto[];
}

/** A user's page in the console: profile and balance, their personal ledger, models, jobs and payments. */
export async function getUserDetail(services: Pick<Services, 'prisma'>, userId: string): Promise<AdminUserDetail> {
  const { prisma } = services;
  const user = await prisma.user.findUnique({ where: { id: requireUuid(userId, 'User') } });
  if (!user) throw new NotFoundError('User not found');
  const newest = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], take: DETAIL_LIMIT };
  const [balances, ledger, models, jobs, payments] = await Promise.all([
    personalBalances(prisma, [user.id]),
    prisma.creditLedgerEntry.findMany({ where: { userId: user.id, teamId: null }, ...newest }),
    prisma.aiCustomModel.findMany({ where: { userId: user.id }, ...newest }),
    prisma.aiJob.findMany({ where: { userId: user.id }, include: JOB_WITH_USER, ...newest }),
    prisma.payment.findMany({ where: { userId: user.id }, ...newest }),
  ]);
  return {
    user: adminUserDto(user, balances.get(user.id) ?? 0),
    ledger: ledger.map((e) => ({ id: e.id, amount: e.amount, kind: e.kind, reason: e.reason, actorId: e.actorId, teamId: e.teamId, createdAt: e.createdAt })),
    models: models.map((m) => ({ id: m.id, name: m.modelName, trainingStatus: m.trainingStatus, createdAt: m.createdAt })),
    jobs: jobs.map(adminJobDto),
    payments: payments.map(adminPaymentDto),
  };
}

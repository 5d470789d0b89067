import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { availableCredits, lockWallet, personalWallet } from '@kadr/core/ledger/wallet';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { WALLET_QUEUE } from '../credits/start-charged-job';
import { adminUserDto, type AdminUserDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { lockTargetUser, reasonSchema } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

const AMOUNT_RULE = 'amount must be a whole number of credits from -1000000 to 1000000, not 0';

const schema = z.strictObject({
  userId: z.string(),
  amount: z
    .number({ error: AMOUNT_RULE })
    .int(AMOUNT_RULE)
    .min(-1_000_000, AMOUNT_RULE)
    .max(1_000_000, AMOUNT_RULE)
    .refine((n) => n !== 0, AMOUNT_RULE),
  reason: reasonSchema,
});

/**
 * Adds (positive) or takes away (negative) credits of a user's personal wallet: an `adjustment` entry in the ledger
 * with the admin as its actor and the reason, and the audit entry, in one transaction. The wallet is locked first,
 * and the available balance (ledger minus open holds) never goes below zero: INSUFFICIENT_CREDITS, nothing written.
 */
export async function adjustCredits(services: Pick<Services, 'prisma'>, admin: AdminRequest, raw: unknown): Promise<AdminUserDto> {
  const { userId, amount, reason } = parseInput(schema, raw ?? {});
  return services.prisma.$transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const wallet = personalWallet(user.id);
    await lockWallet(tx, wallet);
    const before = await availableCredits(tx, wallet);
    if (before + amount < 0) throw new InsufficientCreditsError(-amount, before);
    await grantCredits(tx, { ...wallet, amount, kind: 'adjustment', reason, idempotencyKey: `admin-adjust:${randomUUID()}`, actorId: admin.adminId });
    const after = before + amount;
    await recordAuditEntry(tx, admin, {
      action: 'credits.adjust',
      target: user,
      before: { creditsBalance: before },
      after: { creditsBalance: after },
      reason,
      details: { amount },
    });
    return adminUserDto(user, after);
  }, WALLET_QUEUE);
}

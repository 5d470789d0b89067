import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Invoice } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { enqueueKsefSend } from '../invoices/invoice-jobs';
import { adminInvoiceDto, buyerEmails, RESENDABLE_STATUSES, type AdminInvoiceDto } from './admin-invoice-dto';
import type { AdminRequest } from './admin-request';
import { InvoiceNotResendableError, KsefOffError } from './admin.errors';
import { reasonSchema, requireUuid } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

const schema = z.strictObject({ invoiceId: z.string(), reason: reasonSchema });

/**
 * Sends an invoice to KSeF again: one KSeF rejected (fixed since), or one still pending or sent that is stuck. It goes
 * back to `pending` without its KSeF reference and error, its send job is queued, and the audit entry written, in one
 * transaction with the invoice's row locked. Sending one again that KSeF had accepted after all is safe: KSeF answers
 * a duplicate with the original's KSeF number. A consumer's invoice (never sent) or an accepted one:
 * INVOICE_NOT_RESENDABLE; KSEF_MODE off: KSEF_OFF.
 */
export async function resendInvoice(services: Pick<Services, 'prisma' | 'jobs' | 'env'>, admin: AdminRequest, raw: unknown): Promise<AdminInvoiceDto> {
  const { invoiceId, reason } = parseInput(schema, raw ?? {});
  if (services.env.KSEF_MODE === 'off') throw new KsefOffError();
  return services.prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM invoices WHERE id = ${requireUuid(invoiceId, 'Invoice')}::uuid FOR UPDATE`;
    if (!locked) throw new NotFoundError('Invoice not found');
    const before = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
    if (!RESENDABLE_STATUSES.includes(before.ksefStatus)) throw new InvoiceNotResendableError(before.ksefStatus);
    const after: Invoice = await tx.invoice.update({ where: { id: invoiceId }, data: { ksefStatus: 'pending', ksefReference: null, ksefError: null } });
    await enqueueKsefSend(services.jobs, tx, invoiceId);
    const email = (await buyerEmails(tx, [before.userId])).get(before.userId) ?? null;
    await recordAuditEntry(tx, admin, {
      action: 'invoice.resend',
      target: { id: before.userId, email },
      before: { ksefStatus: before.ksefStatus, ksefError: before.ksefError, ksefAttempts: before.ksefAttempts },
      after: { ksefStatus: after.ksefStatus },
      reason,
      details: { invoiceId, number: before.number },
    });
    return adminInvoiceDto(after, email, services.env.KSEF_MODE);
  });
}

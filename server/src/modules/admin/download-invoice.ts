import type { Services } from '../../services-contract';
import { downloadInvoicePdf } from '../invoices/download-invoice-pdf';
import { buyerEmails } from './admin-invoice-dto';
import type { AdminRequest } from './admin-request';
import { recordAuditEntry } from './record-audit-entry';

/**
 * Any invoice's PDF, for an admin (the caller has checked): rendered as its buyer gets it, and the download audited
 * (`invoice.download`, about the buyer). An unknown id: NOT_FOUND, nothing audited.
 */
export async function downloadInvoice(services: Pick<Services, 'prisma'>, admin: AdminRequest, invoiceId: string) {
  const pdf = await downloadInvoicePdf(services, null, invoiceId, { admin: true });
  await services.prisma.$transaction(async (tx) => {
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: { number: true, userId: true } });
    const email = (await buyerEmails(tx, [invoice.userId])).get(invoice.userId) ?? null;
    await recordAuditEntry(tx, admin, { action: 'invoice.download', target: { id: invoice.userId, email }, details: { invoiceId, number: invoice.number } });
  });
  return pdf;
}

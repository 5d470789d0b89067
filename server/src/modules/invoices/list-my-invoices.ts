import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { invoiceDto, type InvoiceDto } from './invoice-dto';

/** The viewer's invoices and corrections, newest first (of payments they made, for themselves or a team). */
export async function listMyInvoices(services: Pick<Services, 'prisma'>, actor: Actor, options: { paymentId?: string } = {}): Promise<InvoiceDto[]> {
  const rows = await services.prisma.invoice.findMany({
    where: { userId: ownerOf(actor), ...(options.paymentId ? { paymentId: options.paymentId } : {}) },
    orderBy: [{ issuedAt: 'desc' }, { sequence: 'desc' }],
    take: 200,
  });
  return rows.map(invoiceDto);
}

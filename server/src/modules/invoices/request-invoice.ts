import { NotFoundError } from '@kadr/core/errors/app-error';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { invoiceDto, type InvoiceDto } from './invoice-dto';
import { InvoiceUnavailableError } from './invoice.errors';
import { issueInvoice } from './issue-invoice';

const schema = z.strictObject({ paymentId: z.uuid('Not a payment id') });

/**
 * A consumer asks for the invoice of a purchase made without a tax id (Polish law: issued on request). Issued at once
 * and answered; asking again answers the same invoice. A company's purchase already has its invoice (answered too).
 * Someone else's payment is NOT_FOUND; one not paid, or refunded in full, cannot be invoiced (INVOICE_UNAVAILABLE).
 */
export async function requestInvoice(services: Pick<Services, 'prisma' | 'invoicing'>, actor: Actor, raw: unknown): Promise<InvoiceDto> {
  const { paymentId } = parseInput(schema, raw ?? {});
  const payment = await services.prisma.payment.findFirst({ where: { id: paymentId, userId: ownerOf(actor) } });
  if (!payment) throw new NotFoundError('Payment not found');
  const existing = await services.prisma.invoice.findFirst({ where: { paymentId, kind: 'invoice' }, orderBy: { issuedAt: 'asc' } });
  if (existing) return invoiceDto(existing);
  if (payment.status !== 'paid') throw new InvoiceUnavailableError('Only a paid purchase can be invoiced');
  const invoice = await issueInvoice(services.invoicing, payment.taxId || payment.vatId ? { kind: 'invoice', paymentId, key: `request:${paymentId}` } : { kind: 'request', paymentId });
  if (!invoice) throw new InvoiceUnavailableError('This purchase cannot be invoiced now. Please try again later.');
  return invoiceDto(invoice);
}

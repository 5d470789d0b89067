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
 * and answered; asking again answers the same invoice. A company's purchase has its invoice from the issuing job;
 * asked for before the job has run, it is issued now under the job's key (the job then finds it).
 * Someone else's payment is NOT_FOUND; one not paid, or refunded in full, cannot be invoiced (INVOICE_UNAVAILABLE).
 */
export async function requestInvoice(services: Pick<Services, 'prisma' | 'invoicing'>, actor: Actor, raw: unknown): Promise<InvoiceDto> {
  const { paymentId } = parseInput(schema, raw ?? {});
  const payment = await services.prisma.payment.findFirst({ where: { id: paymentId, userId: ownerOf(actor) } });
  if (!payment) throw new NotFoundError('Payment not found');
  const existing = await services.prisma.invoice.findFirst({ where: { paymentId, kind: 'invoice' }, orderBy: { issuedAt: 'asc' } });
  if (existing) return invoiceDto(existing);
  if (payment.status !== 'paid') throw new InvoiceUnavailableError('Only a paid purchase can be invoiced');
  // A company's invoice is issued under its credit's ledger key, as its job issues it: asking first is no second one.
  const credit = payment.taxId || payment.vatId ? await services.prisma.creditLedgerEntry.findFirst({ where: { paymentId, kind: { in: ['purchase', 'subscription'] } }, orderBy: { createdAt: 'asc' }, select: { idempotencyKey: true } }) : null;
  if ((payment.taxId || payment.vatId) && !credit) throw new InvoiceUnavailableError('This purchase cannot be invoiced now. Please try again later.');
  const invoice = await issueInvoice(services.invoicing, credit ? { kind: 'invoice', paymentId, key: credit.idempotencyKey } : { kind: 'request', paymentId });
  if (!invoice) throw new InvoiceUnavailableError('This purchase cannot be invoiced now. Please try again later.');
  return invoiceDto(invoice);
}

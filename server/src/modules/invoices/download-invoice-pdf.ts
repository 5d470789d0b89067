import { NotFoundError } from '@kadr/core/errors/app-error';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import { z } from 'zod';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';

/** `KDR/2026/12/000123` → `Faktura-KDR-2026-12-000123.pdf` (a correction: `Korekta-…`), in the invoice's language. */
export function invoiceFileName(invoice: { number: string; kind: 'invoice' | 'correction'; language: string }): string {
  const word = invoice.language === 'pl' ? (invoice.kind === 'correction' ? 'Korekta' : 'Faktura') : invoice.kind === 'correction' ? 'Correction' : 'Invoice';
  return `${word}-${invoice.number.replaceAll('/', '-')}.pdf`;
}

/**
 * The PDF of an invoice, rendered from the document frozen at issue with its KSeF state now (a KSeF number once
 * accepted; "awaiting a KSeF number" while it is on its way). Its buyer only (anyone else: NOT_FOUND); an admin
 * passes `admin: true` (checked by the caller).
 */
export async function downloadInvoicePdf(services: Pick<Services, 'prisma'>, actor: Actor | null, id: string, options: { admin?: boolean } = {}) {
  const valid = z.uuid().safeParse(id).success;
  const invoice = valid ? await services.prisma.invoice.findFirst({ where: { id, ...(options.admin ? {} : { userId: actor ? ownerOf(actor) : '00000000-0000-0000-0000-000000000000' }) } }) : null;
  if (!invoice) throw new NotFoundError('Invoice not found');
  const body = await renderInvoicePdf(invoice.document as unknown as InvoiceDocument, { ksef: { number: invoice.ksefNumber, status: invoice.ksefStatus } });
  return { fileName: invoiceFileName(invoice), body };
}

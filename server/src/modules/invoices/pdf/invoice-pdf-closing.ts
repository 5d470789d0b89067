import { SUMMARY_WIDTH } from './invoice-pdf-amounts';
import { formatDate, formatMoney, polishDateOf } from './invoice-pdf-format';
import { labelled } from './invoice-pdf-header';
import { contentWidth, ensureSpace, left, paragraph, SIZE, type InvoicePdf } from './invoice-pdf-layout';

/**
 * Paid and due. Invoices are issued for sales already paid, so nothing is due; a correction that lowers the amount
 * records what was refunded (its payment is the refund).
 */
export function drawSettlement(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const gross = doc.totals.grossMinor;
  const refund = doc.kind === 'correction' && gross < 0;
  const width = SUMMARY_WIDTH;
  const x = left(ctx) + contentWidth(ctx) - width;
  ensureSpace(ctx, 36);
  labelled(ctx, refund ? words.refunded : words.paid, formatMoney(Math.abs(gross), doc.currency, doc.language), x, width, 10);
  pdf.y += 2;
  labelled(ctx, refund ? words.toRefund : words.toPay, formatMoney(0, doc.currency, doc.language), x, width, 12);
  pdf.y += 12;
}

/** How and when it was paid (or refunded), and the processor's reference. */
export function drawPayment(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const refund = doc.kind === 'correction' && doc.totals.grossMinor < 0;
  const width = contentWidth(ctx);
  ensureSpace(ctx, 50);
  paragraph(ctx, words.payment, { weight: 'bold', size: SIZE.heading, gap: 2 });
  labelled(ctx, words.method, words.methods[doc.payment.method] ?? doc.payment.method, left(ctx), width);
  labelled(ctx, refund ? words.refundedAt : words.paidAt, formatDate(polishDateOf(doc.payment.paidAt), doc.language), left(ctx), width);
  labelled(ctx, words.reference, doc.payment.reference, left(ctx), width);
  pdf.y += 10;
}

/** The wording Polish VAT law asks for where no Polish VAT is charged (art. 106e ust. 1 pkt 18, art. 28b). */
export function drawVatNotes(ctx: InvoicePdf): void {
  const { doc, words } = ctx;
  const notes = { pl_vat: null, reverse_charge: words.notes.reverseCharge, outside_scope: words.notes.outsideScope }[doc.vatTreatment];
  if (notes) paragraph(ctx, notes, { weight: 'bold', size: SIZE.body, gap: 10 });
}

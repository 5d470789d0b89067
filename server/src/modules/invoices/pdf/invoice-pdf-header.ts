import type { InvoiceParty, InvoiceSeller } from '@kadr/core/invoices/invoice-document';
import { countryName, formatDate } from './invoice-pdf-format';
import { COLOR, contentWidth, ensureSpace, left, SIZE, useFont, type InvoicePdf } from './invoice-pdf-layout';

/** "Faktura VAT" for a Polish-VAT sale to a business; "Faktura" where no Polish VAT is charged or for a consumer. */
export function invoiceTitle(ctx: Pick<InvoicePdf, 'doc' | 'words'>): string {
  const { doc, words } = ctx;
  if (doc.kind === 'correction') return words.title.correction;
  return doc.vatTreatment === 'pl_vat' && !doc.consumer ? words.title.vatInvoice : words.title.invoice;
}

/** "Label: value" at (x, cursor) within `width`, the label muted, the value in bold; wraps, moves the cursor. */
export function labelled(ctx: InvoicePdf, label: string, value: string, x: number, width: number, size: number = SIZE.body): void {
  const { pdf } = ctx;
  useFont(ctx, 'regular', size, COLOR.muted);
  pdf.text(`${label}: `, x, pdf.y, { width, continued: true });
  useFont(ctx, 'bold', size);
  pdf.text(value);
}

/** The title and number on the left, the dates and place of issue on the right. */
export function drawHeading(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const top = pdf.y;
  const datesWidth = 215;
  const titleWidth = contentWidth(ctx) - datesWidth - 15;
  useFont(ctx, 'bold', SIZE.title);
  pdf.text(invoiceTitle(ctx), left(ctx), top, { width: titleWidth });
  useFont(ctx, 'bold', 11);
  pdf.text(`${words.numberPrefix} ${doc.number}`, { width: titleWidth });
  const titleBottom = pdf.y;
  pdf.y = top + 3;
  const datesX = left(ctx) + contentWidth(ctx) - datesWidth;
  labelled(ctx, words.issueDate, formatDate(doc.issueDate, doc.language), datesX, datesWidth);
  labelled(ctx, words.saleDate, formatDate(doc.saleDate, doc.language), datesX, datesWidth);
  labelled(ctx, words.placeOfIssue, doc.placeOfIssue, datesX, datesWidth);
  pdf.y = Math.max(titleBottom, pdf.y) + 10;
  rule(ctx);
}

export function rule(ctx: InvoicePdf): void {
  const { pdf } = ctx;
  pdf.save().moveTo(left(ctx), pdf.y).lineTo(left(ctx) + contentWidth(ctx), pdf.y).lineWidth(0.75).strokeColor(COLOR.rule).stroke().restore();
  pdf.y += 10;
}

function drawParty(ctx: InvoicePdf, heading: string, party: InvoiceParty | InvoiceSeller, x: number, width: number): number {
  const { pdf, doc, words } = ctx;
  useFont(ctx, 'bold', SIZE.small, COLOR.muted);
  pdf.text(heading.toUpperCase(), x, pdf.y, { width, characterSpacing: 0.6 });
  pdf.y += 2;
  useFont(ctx, 'bold', 10.5);
  pdf.text(party.name, { width });
  useFont(ctx, 'regular', SIZE.body);
  const lines = [...party.addressLines];
  if (party.countryCode.toUpperCase() !== 'PL') lines.push(countryName(party.countryCode, doc.language));
  for (const line of lines) pdf.text(line, { width });
  pdf.y += 2;
  if (party.nip) labelled(ctx, words.nip, party.nip, x, width);
  if (party.vatId) labelled(ctx, words.euVatId, party.vatId, x, width);
  if (party.email) labelled(ctx, words.email, party.email, x, width);
  if ('bankAccount' in party && party.bankAccount) labelled(ctx, words.bankAccount, party.bankAccount, x, width);
  return pdf.y;
}

/** Seller and buyer side by side; a consumer's block has no tax id. */
export function drawParties(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const gap = 24;
  const width = (contentWidth(ctx) - gap) / 2;
  const top = pdf.y;
  const sellerBottom = drawParty(ctx, words.seller, doc.seller, left(ctx), width);
  pdf.y = top;
  const buyer = doc.consumer ? { ...doc.buyer, nip: null, vatId: null } : doc.buyer;
  const buyerBottom = drawParty(ctx, words.buyer, buyer, left(ctx) + width + gap, width);
  pdf.y = Math.max(sellerBottom, buyerBottom) + 10;
  rule(ctx);
}

/** A correction: which invoice it corrects (number, date, KSeF number) and why. */
export function drawCorrectionReference(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const correction = doc.correction;
  if (doc.kind !== 'correction' || !correction) return;
  const width = contentWidth(ctx);
  ensureSpace(ctx, 40);
  useFont(ctx, 'bold', SIZE.heading);
  pdf.text(words.correction.ofInvoice(correction.ofNumber, formatDate(correction.ofIssueDate, doc.language)), left(ctx), pdf.y, { width });
  if (correction.ofKsefNumber) labelled(ctx, words.correction.ofKsefNumber, correction.ofKsefNumber, left(ctx), width);
  labelled(ctx, words.correction.reason, correction.reason, left(ctx), width);
  pdf.y += 10;
}

import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import { drawLines, drawPlnAmounts, drawVatSummary } from './invoice-pdf-amounts';
import { drawPayment, drawSettlement, drawVatNotes } from './invoice-pdf-closing';
import { INVOICE_FONT, invoiceFonts } from './invoice-pdf-fonts';
import { drawCorrectionReference, drawHeading, drawParties, invoiceTitle } from './invoice-pdf-header';
import { drawKsefBox, type KsefState } from './invoice-pdf-ksef';
import { COLOR, FOOTER_HEIGHT, MARGIN, SIZE, type InvoicePdf } from './invoice-pdf-layout';
import { INVOICE_WORDS } from './invoice-pdf-words';

export type { KsefState, KsefStatus } from './invoice-pdf-ksef';

export interface RenderInvoicePdfOptions {
  ksef: KsefState;
}

/** The page number and the invoice's number at the foot of every page, written once all pages exist. */
function drawFooters(ctx: InvoicePdf): void {
  const { pdf, doc, words } = ctx;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const { margins } = pdf.page;
    const width = pdf.page.width - margins.left - margins.right;
    const y = pdf.page.height - margins.bottom - FOOTER_HEIGHT + 8;
    // Below the bottom margin pdfkit would start another page: lift the margin while writing the footer.
    const bottomMargin = margins.bottom;
    margins.bottom = 0;
    pdf.font(INVOICE_FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
    pdf.text(`${invoiceTitle(ctx)} ${words.numberPrefix} ${doc.number}`, margins.left, y, { width, align: 'left', lineBreak: false });
    pdf.text(words.page(i - range.start + 1, range.count), margins.left, y, { width, align: 'right', lineBreak: false });
    margins.bottom = bottomMargin;
  }
}

/**
 * The invoice's PDF (A4) in its language, with Noto Sans embedded so that Polish letters print and extract intact.
 * The same document and KSeF state give the same bytes: the PDF's dates are the issue date, and its file id is
 * derived from them and the metadata.
 */
export function renderInvoicePdf(doc: InvoiceDocument, opts: RenderInvoicePdfOptions): Promise<Buffer> {
  const words = INVOICE_WORDS[doc.language];
  const issuedAt = new Date(`${doc.issueDate}T00:00:00Z`);
  if (Number.isNaN(issuedAt.getTime())) return Promise.reject(new Error(`An invoice's issue date must be YYYY-MM-DD, not ${doc.issueDate}`));
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: doc.language === 'pl' ? 'pl-PL' : 'en',
    displayTitle: true,
    info: { Title: doc.number, Author: doc.seller.name, Subject: `${invoiceTitle({ doc, words })} ${doc.number}`, Creator: 'Kadr', Producer: 'Kadr (PDFKit)', CreationDate: issuedAt, ModDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    for (const [name, data] of Object.entries(invoiceFonts())) pdf.registerFont(name, data);
    const ctx: InvoicePdf = { pdf, doc, words };
    pdf.font(INVOICE_FONT.regular);
    drawHeading(ctx);
    drawParties(ctx);
    const currencyCaption = words.amountsIn(doc.currency);
    if (doc.kind === 'correction' && doc.correction) {
      drawCorrectionReference(ctx);
      drawLines(ctx, doc.correction.before, `${words.correction.before} (${currencyCaption})`, true);
      drawLines(ctx, doc.correction.after, `${words.correction.after} (${currencyCaption})`, true);
      drawLines(ctx, doc.lines, `${words.correction.difference} (${currencyCaption})`, false);
    } else {
      drawLines(ctx, doc.lines, currencyCaption, false);
    }
    drawVatSummary(ctx);
    drawPlnAmounts(ctx);
    drawSettlement(ctx);
    drawVatNotes(ctx);
    drawPayment(ctx);
    drawKsefBox(ctx, opts.ksef);
    drawFooters(ctx);
    pdf.end();
  } catch (error) {
    pdf.destroy();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}

import { encode } from 'uqr';
import { labelled } from './invoice-pdf-header';
import { COLOR, contentWidth, ensureSpace, left, SIZE, useFont, type InvoicePdf } from './invoice-pdf-layout';

export type KsefStatus = 'not_applicable' | 'pending' | 'sent' | 'accepted' | 'rejected';

export interface KsefState {
  number: string | null;
  status: KsefStatus;
  /**
   * The invoice's KSeF verification link (KOD I: the seller's NIP, the issue date and the SHA-256 of the FA(3) XML
   * as sent), printed as a QR code with the KSeF number under it once KSeF accepted the invoice.
   */
  verificationUrl?: string | null;
}

const QR_SIZE = 84;

/** The QR code at (x, y), `size` points square: one path of the dark modules, no quiet zone drawn (the page is white). */
function drawQr(ctx: InvoicePdf, url: string, x: number, y: number, size: number): void {
  const { data } = encode(url, { ecc: 'M', border: 0 });
  const module = size / data.length;
  const { pdf } = ctx;
  pdf.save();
  data.forEach((row, r) => row.forEach((dark, c) => dark && pdf.rect(x + c * module, y + r * module, module, module)));
  pdf.fill('#000000').restore();
}

/**
 * The KSeF number once KSeF accepted the invoice (with its verification QR code when the link is given); until then
 * (sent, waiting, or rejected and to be sent again) that it awaits one. Nothing where KSeF does not apply (a
 * consumer's invoice, or KSeF off).
 */
export function drawKsefBox(ctx: InvoicePdf, ksef: KsefState): void {
  const { pdf, words } = ctx;
  if (ksef.status === 'not_applicable') return;
  const accepted = ksef.status === 'accepted' && ksef.number ? ksef.number : null;
  const qr = accepted && ksef.verificationUrl ? ksef.verificationUrl : null;
  const width = contentWidth(ctx);
  const pad = 7;
  ensureSpace(ctx, qr ? QR_SIZE + 2 * pad + 14 : 34);
  const top = pdf.y;
  const textX = left(ctx) + pad + (qr ? QR_SIZE + 14 : 0);
  const textWidth = width - (textX - left(ctx)) - pad;
  pdf.y = top + pad;
  if (!accepted) {
    useFont(ctx, 'bold', SIZE.body);
    pdf.text(words.ksefAwaiting, textX, pdf.y, { width: textWidth });
  } else {
    labelled(ctx, words.ksefNumber, accepted, textX, textWidth, 10);
  }
  let bottom = pdf.y;
  if (accepted && qr) {
    useFont(ctx, 'regular', SIZE.small, COLOR.muted);
    pdf.text(words.ksefVerify, textX, pdf.y + 2, { width: textWidth });
    drawQr(ctx, qr, left(ctx) + pad, top + pad, QR_SIZE);
    // The KSeF number is the code's label, printed under it on one line, as small as it needs to be to fit.
    const labelWidth = QR_SIZE + pad;
    useFont(ctx, 'regular', 6);
    useFont(ctx, 'regular', Math.min(6, (6 * labelWidth) / pdf.widthOfString(accepted)));
    pdf.text(accepted, left(ctx) + pad / 2, top + pad + QR_SIZE + 2, { width: labelWidth, align: 'center', lineBreak: false });
    bottom = Math.max(pdf.y, top + pad + QR_SIZE + 10);
  }
  const height = bottom - top + pad - 2;
  pdf.save().roundedRect(left(ctx), top, width, height, 3).lineWidth(0.75).strokeColor(COLOR.muted).stroke().restore();
  pdf.y = top + height + 10;
}

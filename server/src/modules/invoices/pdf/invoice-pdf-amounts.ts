import type { InvoiceLine } from '@kadr/core/invoices/invoice-document';
import { formatMinor, formatQuantity, formatRate, formatDate } from './invoice-pdf-format';
import { COLOR, drawTable, paragraph, SIZE, type Column, type InvoicePdf, type TableRow } from './invoice-pdf-layout';

interface Sums {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/** The summaries' and the settlement's width, flush right. */
export const SUMMARY_WIDTH = 310;

/** The rate column: "23%", or for a line without Polish VAT its FA(3) marker as printed ("np." or "RC"/"n/a"). */
export function rateLabel(ctx: InvoicePdf, line: InvoiceLine): string {
  const treatment = ctx.doc.vatTreatment;
  const marker = line.vatMarker ?? (line.vatRate === 0 && treatment !== 'pl_vat' ? (treatment === 'reverse_charge' ? 'np II' : 'np I') : null);
  return marker ? ctx.words.markers[marker] : `${line.vatRate}%`;
}

function sum(lines: InvoiceLine[]): Sums {
  return lines.reduce((acc, line) => ({ netMinor: acc.netMinor + line.netMinor, vatMinor: acc.vatMinor + line.vatMinor, grossMinor: acc.grossMinor + line.grossMinor }), { netMinor: 0, vatMinor: 0, grossMinor: 0 });
}

function amount(ctx: InvoicePdf, minor: number): string {
  return formatMinor(minor, ctx.doc.currency, ctx.doc.language);
}

/** The lines' table, under `caption`; with `total`, a last row that adds them up. */
export function drawLines(ctx: InvoicePdf, lines: InvoiceLine[], caption: string, total: boolean): void {
  const c = ctx.words.columns;
  const columns: Column[] = [
    { header: c.no, weight: 22, align: 'right' },
    { header: c.name, weight: 160, align: 'left' },
    { header: c.unit, weight: 30, align: 'center' },
    { header: c.quantity, weight: 33, align: 'right' },
    { header: c.unitNet, weight: 60, align: 'right' },
    { header: c.net, weight: 60, align: 'right' },
    { header: c.rate, weight: 36, align: 'center' },
    { header: c.vat, weight: 52, align: 'right' },
    { header: c.gross, weight: 58, align: 'right' },
  ];
  const rows: TableRow[] = lines.map((line, i) => ({
    cells: [
      `${i + 1}`,
      line.description,
      line.unit,
      formatQuantity(line.quantity, ctx.doc.language),
      amount(ctx, line.unitNetMinor),
      amount(ctx, line.netMinor),
      rateLabel(ctx, line),
      amount(ctx, line.vatMinor),
      amount(ctx, line.grossMinor),
    ],
  }));
  if (total) {
    const sums = sum(lines);
    rows.push({ cells: ['', ctx.words.total, '', '', '', amount(ctx, sums.netMinor), '', amount(ctx, sums.vatMinor), amount(ctx, sums.grossMinor)], bold: true });
  }
  paragraph(ctx, caption, { weight: 'bold', size: SIZE.heading, gap: 3 });
  drawTable(ctx, columns, rows);
  ctx.pdf.y += 12;
}

/** Net, VAT and gross by rate, and their total (the invoice's totals). */
export function drawVatSummary(ctx: InvoicePdf): void {
  const { doc, words } = ctx;
  const groups = new Map<string, Sums>();
  for (const line of doc.lines) {
    const label = rateLabel(ctx, line);
    const group = groups.get(label) ?? { netMinor: 0, vatMinor: 0, grossMinor: 0 };
    groups.set(label, { netMinor: group.netMinor + line.netMinor, vatMinor: group.vatMinor + line.vatMinor, grossMinor: group.grossMinor + line.grossMinor });
  }
  const row = (label: string, sums: Sums, bold = false): TableRow => ({ cells: [label, amount(ctx, sums.netMinor), amount(ctx, sums.vatMinor), amount(ctx, sums.grossMinor)], bold });
  const columns: Column[] = [
    { header: words.columns.rate, weight: 1, align: 'center' },
    { header: words.columns.net, weight: 1.3, align: 'right' },
    { header: words.columns.vat, weight: 1.3, align: 'right' },
    { header: words.columns.gross, weight: 1.3, align: 'right' },
  ];
  const x = ctx.pdf.page.width - ctx.pdf.page.margins.right - SUMMARY_WIDTH;
  paragraph(ctx, `${words.vatSummary} (${doc.currency})`, { weight: 'bold', size: SIZE.heading, x, width: SUMMARY_WIDTH, gap: 3 });
  drawTable(ctx, columns, [...[...groups].map(([label, sums]) => row(label, sums)), row(words.total, doc.totals, true)], { width: SUMMARY_WIDTH });
  ctx.pdf.y += 10;
}

/** A sale in another currency: the amounts in PLN and the NBP rate they were converted at (art. 106e ust. 11). */
export function drawPlnAmounts(ctx: InvoicePdf): void {
  const { doc, words } = ctx;
  const pln = doc.pln;
  if (!pln) return;
  const plnAmount = (minor: number): string => formatMinor(minor, 'PLN', doc.language);
  const x = ctx.pdf.page.width - ctx.pdf.page.margins.right - SUMMARY_WIDTH;
  paragraph(ctx, words.plnHeading, { weight: 'bold', size: SIZE.heading, x, width: SUMMARY_WIDTH, gap: 3 });
  const columns: Column[] = [
    { header: words.columns.net, weight: 1, align: 'right' },
    { header: words.columns.vat, weight: 1, align: 'right' },
    { header: words.columns.gross, weight: 1, align: 'right' },
  ];
  drawTable(ctx, columns, [{ cells: [plnAmount(pln.netMinor), plnAmount(pln.vatMinor), plnAmount(pln.grossMinor)] }], { width: SUMMARY_WIDTH });
  ctx.pdf.y += 3;
  const rateLine = words.nbpRate(formatDate(pln.rateDate, doc.language), pln.table, doc.currency, formatRate(pln.rate, doc.language));
  paragraph(ctx, rateLine, { size: SIZE.small, color: COLOR.muted, x, width: SUMMARY_WIDTH, gap: 10 });
}

import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import { INVOICE_FONT } from './invoice-pdf-fonts';
import type { InvoiceWords } from './invoice-pdf-words';

/** What each part of the invoice draws with: the document being written, its invoice and its words. */
export interface InvoicePdf {
  pdf: PDFKit.PDFDocument;
  doc: InvoiceDocument;
  words: InvoiceWords;
}

export const MARGIN = 42;
/** Room kept at the foot of every page for the page number. */
export const FOOTER_HEIGHT = 22;
export const SIZE = { title: 18, heading: 9.5, body: 9, table: 7.5, small: 7 } as const;
export const COLOR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#b8b8b8', fill: '#efefef' } as const;

export function left(ctx: InvoicePdf): number {
  return ctx.pdf.page.margins.left;
}

export function contentWidth(ctx: InvoicePdf): number {
  const { page } = ctx.pdf;
  return page.width - page.margins.left - page.margins.right;
}

function bottom(ctx: InvoicePdf): number {
  return ctx.pdf.page.height - ctx.pdf.page.margins.bottom - FOOTER_HEIGHT;
}

/** Starts a new page when `height` points do not fit below the cursor; true when it did. */
export function ensureSpace(ctx: InvoicePdf, height: number): boolean {
  if (ctx.pdf.y + height <= bottom(ctx)) return false;
  ctx.pdf.addPage();
  return true;
}

export function useFont(ctx: InvoicePdf, weight: 'regular' | 'bold', size: number, color: string = COLOR.text): void {
  ctx.pdf.font(INVOICE_FONT[weight]).fontSize(size).fillColor(color);
}

/** A paragraph across the content width (or `width` from `x`) that moves the cursor below it, on a new page if needed. */
export function paragraph(ctx: InvoicePdf, text: string, options: { weight?: 'regular' | 'bold'; size?: number; color?: string; x?: number; width?: number; gap?: number } = {}): void {
  useFont(ctx, options.weight ?? 'regular', options.size ?? SIZE.body, options.color);
  const x = options.x ?? left(ctx);
  const width = options.width ?? contentWidth(ctx);
  ensureSpace(ctx, ctx.pdf.heightOfString(text, { width }));
  ctx.pdf.text(text, x, ctx.pdf.y, { width });
  ctx.pdf.y += options.gap ?? 0;
}

export interface Column {
  header: string;
  /** A share of the table's width; the shares need not add up to anything. */
  weight: number;
  align: 'left' | 'right' | 'center';
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

const PAD = 3;

function rowHeight(ctx: InvoicePdf, cells: string[], widths: number[]): number {
  const heights = cells.map((cell, i) => ctx.pdf.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 2 * PAD }));
  return Math.max(...heights) + 2 * PAD;
}

function drawRow(ctx: InvoicePdf, columns: Column[], cells: string[], widths: number[], x: number, height: number, fill: boolean): void {
  const { pdf } = ctx;
  const y = pdf.y;
  const width = widths.reduce((a, b) => a + b, 0);
  if (fill) pdf.save().rect(x, y, width, height).fill(COLOR.fill).restore();
  let cellX = x;
  cells.forEach((cell, i) => {
    const w = widths[i] ?? 0;
    pdf.text(cell, cellX + PAD, y + PAD, { width: w - 2 * PAD, align: columns[i]?.align ?? 'left' });
    cellX += w;
  });
  pdf.save().moveTo(x, y + height).lineTo(x + width, y + height).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
  pdf.y = y + height;
}

/**
 * A table of `rows` under a header row: cells wrap within their column, and a row that does not fit starts a new
 * page, where the header is drawn again. Optionally `width` points wide and flush right.
 */
export function drawTable(ctx: InvoicePdf, columns: Column[], rows: TableRow[], options: { width?: number } = {}): void {
  const width = options.width ?? contentWidth(ctx);
  const x = left(ctx) + contentWidth(ctx) - width;
  const shares = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / shares) * width);
  const headers = columns.map((column) => column.header);
  const header = (): void => {
    useFont(ctx, 'bold', SIZE.table);
    const height = rowHeight(ctx, headers, widths);
    drawRow(ctx, columns, headers, widths, x, height, true);
  };
  useFont(ctx, 'bold', SIZE.table);
  const headerHeight = rowHeight(ctx, headers, widths);
  useFont(ctx, rows[0]?.bold ? 'bold' : 'regular', SIZE.table);
  ensureSpace(ctx, headerHeight + (rows[0] ? rowHeight(ctx, rows[0].cells, widths) : 0));
  header();
  for (const row of rows) {
    useFont(ctx, row.bold ? 'bold' : 'regular', SIZE.table);
    const height = rowHeight(ctx, row.cells, widths);
    if (ensureSpace(ctx, height)) {
      header();
      useFont(ctx, row.bold ? 'bold' : 'regular', SIZE.table);
    }
    drawRow(ctx, columns, row.cells, widths, x, height, false);
  }
}

import type { Prisma } from '@kadr/core/generated/prisma/client';

/** Invoices and correcting invoices are numbered in series of their own, restarting every month. */
export const SERIES = { invoice: 'KDR', correction: 'KOR' } as const;

/** `YYYY/MM` of a moment in Polish time: the month an invoice issued then is numbered in. */
export function periodOf(at: Date): string {
  return warsawDate(at).slice(0, 7).replace('-', '/');
}

/** `YYYY-MM-DD` of a moment in Polish time. */
export function warsawDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export const formatNumber = (series: string, period: string, sequence: number) => `${series}/${period}/${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the series in the month, inside the caller's transaction: the counter's row is incremented
 * and stays locked until the transaction ends, so numbers are handed out one at a time, and a transaction that
 * fails gives its number back with its rollback — the numbers of committed invoices have no gap and no repeat.
 */
export async function takeNumber(tx: Prisma.TransactionClient, series: string, period: string): Promise<{ sequence: number; number: string }> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO invoice_counters (series, period, last) VALUES (${series}, ${period}, 1)
    ON CONFLICT (series, period) DO UPDATE SET last = invoice_counters.last + 1
    RETURNING last`;
  const sequence = row!.last;
  return { sequence, number: formatNumber(series, period, sequence) };
}

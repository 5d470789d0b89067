import { readFileSync } from 'node:fs';
import type { PlnAmounts } from '@kadr/core/invoices/invoice-document';

/** An NBP table A mid rate: PLN per one unit of the currency, as NBP publishes it (4 decimals). */
export interface MidRate {
  rate: string;
  /** The table's date, YYYY-MM-DD. */
  rateDate: string;
  /** The table's number, e.g. 236/A/NBP/2026. */
  table: string;
}

/**
 * The mid rate an invoice in a foreign currency uses (art. 31a of the VAT act): NBP's table A of the last business
 * day before the day of sale.
 */
export interface ExchangeRates {
  midRateBefore(currency: string, saleDate: string): Promise<MidRate>;
}

export class NoRateError extends Error {}

type RateTable = Record<string, Record<string, { rate: string; table: string }>>;

/** The latest rate dated before `saleDate` in a table of rates by currency and date. */
function latestBefore(table: RateTable, currency: string, saleDate: string): MidRate | null {
  const byDate = table[currency.toUpperCase()] ?? {};
  const date = Object.keys(byDate)
    .filter((d) => d < saleDate)
    .sort()
    .at(-1);
  if (!date) return null;
  // A business day within the last 10 days: an older one means the table has a hole, not a long holiday.
  if ((Date.parse(saleDate) - Date.parse(date)) / 86_400_000 > 10) return null;
  return { rate: byDate[date]!.rate, rateDate: date, table: byDate[date]!.table };
}

/** Rates from a JSON file (NBP_RATES_FILE), read at each call: it can be updated while the app runs. */
export function fileRates(path: string): ExchangeRates {
  return {
    async midRateBefore(currency, saleDate) {
      const found = latestBefore(JSON.parse(readFileSync(path, 'utf8')) as RateTable, currency, saleDate);
      if (!found) throw new NoRateError(`no NBP rate of ${currency} before ${saleDate} in ${path}`);
      return found;
    },
  };
}

/** Rates from a fixed table (tests). */
export const tableRates = (table: RateTable): ExchangeRates => ({
  async midRateBefore(currency, saleDate) {
    const found = latestBefore(table, currency, saleDate);
    if (!found) throw new NoRateError(`no NBP rate of ${currency} before ${saleDate}`);
    return found;
  },
});

/**
 * Rates from NBP's public API (api.nbp.pl), table A, the 10 days before the sale; each answer is kept for the
 * process's life (a published table never changes). A failure throws: the invoice job is retried later.
 */
export function nbpApiRates(fetchImpl: typeof fetch = fetch, baseUrl = 'https://api.nbp.pl'): ExchangeRates {
  const cache = new Map<string, MidRate>();
  return {
    async midRateBefore(currency, saleDate) {
      const code = currency.toUpperCase();
      const key = `${code}:${saleDate}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const day = (offset: number) => new Date(Date.parse(saleDate) + offset * 86_400_000).toISOString().slice(0, 10);
      const url = `${baseUrl}/api/exchangerates/rates/A/${encodeURIComponent(code)}/${day(-10)}/${day(-1)}/?format=json`;
      const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new NoRateError(`NBP answered ${res.status} for ${url}`);
      const body = (await res.json()) as { rates?: { no: string; effectiveDate: string; mid: number }[] };
      const table: RateTable = { [code]: Object.fromEntries((body.rates ?? []).map((r) => [r.effectiveDate, { rate: r.mid.toFixed(4), table: r.no }])) };
      const found = latestBefore(table, code, saleDate);
      if (!found) throw new NoRateError(`NBP has no rate of ${code} in the 10 days before ${saleDate}`);
      cache.set(key, found);
      return found;
    },
  };
}

/** Amounts in PLN at the rate, each rounded to the grosz (the VAT act converts the tax amount itself). */
export function plnAmounts(rate: MidRate, totals: { netMinor: number; vatMinor: number; grossMinor: number }): PlnAmounts {
  const at = (minor: number) => Math.round(minor * Number(rate.rate));
  const netMinor = at(totals.netMinor);
  const vatMinor = at(totals.vatMinor);
  return { rate: rate.rate, rateDate: rate.rateDate, table: rate.table, netMinor, vatMinor, grossMinor: netMinor + vatMinor };
}

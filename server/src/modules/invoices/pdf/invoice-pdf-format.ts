import type { InvoiceLanguage } from '@kadr/core/invoices/invoice-document';

/**
 * Amounts, dates and quantities as an invoice prints them: Polish style (1 234,56 zł, 07.12.2026) or English
 * (PLN 1,234.56, $1,234.56, 7 December 2026). Written out rather than left to the locale's defaults so that the
 * figures do not depend on the ICU version (pl-PL leaves four-digit numbers ungrouped) and every re-render agrees.
 */

/** Keeps an amount on one line: pdfkit's line breaking (UAX #14) never breaks at a no-break space. */
const NBSP = '\u00a0';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Digits after the decimal point of the currency's minor unit (2 for PLN, EUR, USD; 0 for JPY). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function groupDigits(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A decimal string (no sign) grouped in threes: "1 234,56" (pl) or "1,234.56" (en). */
function formatDecimalString(decimal: string, lang: InvoiceLanguage): string {
  const [integer = '0', fraction] = decimal.split('.');
  const grouped = groupDigits(integer, lang === 'pl' ? NBSP : ',');
  if (fraction === undefined) return grouped;
  return `${grouped}${lang === 'pl' ? ',' : '.'}${fraction}`;
}

/** Integer minor units as a plain number in the language's style, without a currency: "1 234,56" / "1,234.56". */
export function formatMinor(minor: number, currency: string, lang: InvoiceLanguage): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`An invoice amount must be an integer of minor units, not ${minor}`);
  const digits = minorDigits(currency);
  const abs = Math.abs(minor).toString().padStart(digits + 1, '0');
  const decimal = digits ? `${abs.slice(0, -digits)}.${abs.slice(-digits)}` : abs;
  return `${minor < 0 ? '-' : ''}${formatDecimalString(decimal, lang)}`;
}

/** An amount with its currency: "1 234,56 zł", "1 234,56 USD" (pl); "PLN 1,234.56", "$1,234.56" (en). */
export function formatMoney(minor: number, currency: string, lang: InvoiceLanguage): string {
  const figure = formatMinor(minor, currency, lang);
  if (lang === 'pl') return `${figure}${NBSP}${currency === 'PLN' ? 'zł' : currency}`;
  const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  // $ € £ stand before the figure; a currency without a symbol of its own (PLN) is written as its code.
  const prefix = currency === 'PLN' || !symbol || symbol === currency ? `${currency}${NBSP}` : symbol;
  return minor < 0 ? `-${prefix}${figure.slice(1)}` : `${prefix}${figure}`;
}

/** An exchange rate as NBP publishes it ("3.6512"), with the language's decimal mark. */
export function formatRate(rate: string, lang: InvoiceLanguage): string {
  if (!/^\d+(\.\d+)?$/.test(rate)) throw new Error(`An exchange rate must be a decimal string, not ${rate}`);
  return formatDecimalString(rate, lang);
}

/** A quantity: "1", "2,5" (pl) or "2.5" (en), up to 4 decimals. */
export function formatQuantity(quantity: number, lang: InvoiceLanguage): string {
  const [integer = '0', fraction] = Math.abs(quantity).toFixed(4).replace(/\.?0+$/, '').split('.');
  const sign = quantity < 0 ? '-' : '';
  return `${sign}${formatDecimalString(fraction ? `${integer}.${fraction}` : integer, lang)}`;
}

/** An ISO date (YYYY-MM-DD): "07.12.2026" (pl) or "7 December 2026" (en). */
export function formatDate(iso: string, lang: InvoiceLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`An invoice date must be YYYY-MM-DD, not ${iso}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  if (lang === 'pl') return `${day}.${month}.${year}`;
  return `${Number(day)}${NBSP}${MONTHS_EN[Number(month) - 1]}${NBSP}${year}`;
}

/** The country's name in the language (Intl's region names): "Niemcy" / "Germany". */
export function countryName(countryCode: string, lang: InvoiceLanguage): string {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(countryCode.toUpperCase()) ?? countryCode;
}

/** The Polish calendar date of a timestamp ("2026-12-07T23:30:00Z" → "2026-12-08"); a plain date stays as it is. */
export function polishDateOf(isoDateOrTimestamp: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoDateOrTimestamp)) return isoDateOrTimestamp;
  const instant = new Date(isoDateOrTimestamp);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: ${isoDateOrTimestamp}`);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

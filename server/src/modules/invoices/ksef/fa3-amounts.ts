import type { InvoiceDocument, InvoiceLine } from '@kadr/core/invoices/invoice-document';

/** Digits after the decimal point of a currency's minor unit (PLN, EUR: 2; JPY: 0). FA(3) amounts take at most 2. */
export function minorDigits(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  if (digits > 2) throw new Error(`FA(3) amounts have at most 2 decimals; ${currency} has ${digits}`);
  return digits;
}

/** Minor units as a decimal string in major units: 12345 → "123.45"; no exponent, no "-0". */
export function decimal(minor: number, digits: number): string {
  if (!Number.isInteger(minor)) throw new Error(`amount ${minor} is not a whole number of minor units`);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** A quantity or rate as FA(3)'s decimals take it (TIlosci: up to 6 decimals), never in exponent form. */
export function quantity(value: number, maxDecimals = 6): string {
  if (!Number.isFinite(value)) throw new Error(`quantity ${value} is not a number`);
  return value.toFixed(maxDecimals).replace(/\.?0+$/, '') || '0';
}

/**
 * The FA(3) P_12 code of a line. Kadr's services sold to a business in another EU country (art. 28b) are reported
 * in VAT-UE (art. 100 ust. 1 pkt 4), which FA(3) codes "np II" and sums in P_13_9; "oo" is the domestic reverse
 * charge (art. 17 ust. 1 pkt 7 and 8, P_13_10). The document may carry 'oo' for the EU case; its treatment decides.
 */
export function rateCode(doc: Pick<InvoiceDocument, 'vatTreatment'>, line: InvoiceLine): string {
  const marker = line.vatMarker as string | null | undefined;
  if (marker === 'np II' || (marker === 'oo' && doc.vatTreatment === 'reverse_charge')) return 'np II';
  if (marker) return marker;
  if (line.vatRate === 0) return doc.vatTreatment === 'outside_scope' ? 'np I' : '0 KR';
  return String(line.vatRate);
}

/** Where each P_12 code's sums go in the Fa header: net P_13_x, and for taxed rates the VAT P_14_x (P_14_xW in PLN). */
const BUCKETS: Record<string, { net: string; vat?: string }> = {
  '23': { net: 'P_13_1', vat: 'P_14_1' },
  '22': { net: 'P_13_1', vat: 'P_14_1' },
  '8': { net: 'P_13_2', vat: 'P_14_2' },
  '7': { net: 'P_13_2', vat: 'P_14_2' },
  '5': { net: 'P_13_3', vat: 'P_14_3' },
  '4': { net: 'P_13_4', vat: 'P_14_4' },
  '3': { net: 'P_13_4', vat: 'P_14_4' },
  '0 KR': { net: 'P_13_6_1' },
  'zw': { net: 'P_13_7' },
  'np I': { net: 'P_13_8' },
  'np II': { net: 'P_13_9' },
  'oo': { net: 'P_13_10' },
};

/** The schema's order of the sum fields (each taxed group is a sequence net, VAT, VAT in PLN). */
const ORDER = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_4', 'P_13_6_1', 'P_13_7', 'P_13_8', 'P_13_9', 'P_13_10'];

export interface Bucket {
  net: string;
  vat?: string;
  netMinor: number;
  vatMinor: number;
}

/** The lines' sums per FA(3) field, in the schema's order. */
export function buckets(doc: Pick<InvoiceDocument, 'vatTreatment'>, lines: InvoiceLine[]): Bucket[] {
  const byField = new Map<string, Bucket>();
  for (const line of lines) {
    const code = rateCode(doc, line);
    const target = BUCKETS[code];
    if (!target) throw new Error(`VAT rate code "${code}" has no FA(3) sum field here`);
    const bucket = byField.get(target.net) ?? { ...target, netMinor: 0, vatMinor: 0 };
    bucket.netMinor += line.netMinor;
    bucket.vatMinor += line.vatMinor;
    byField.set(target.net, bucket);
  }
  return ORDER.flatMap((field) => byField.get(field) ?? []);
}

/**
 * A VAT amount in grosze at the NBP rate ("4.2512" PLN per unit): exact integer arithmetic on the rate's digits,
 * rounded half away from zero to the grosz.
 */
export function toPlnMinor(minor: number, digits: number, rate: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(`exchange rate "${rate}" is not a decimal number`);
  const fraction = match[2] ?? '';
  const scaledRate = BigInt(match[1]! + fraction);
  // minor / 10^digits major units × rate / 10^fraction.length, in grosze (× 100).
  const numerator = BigInt(minor) * scaledRate * 100n;
  const denominator = 10n ** BigInt(digits + fraction.length);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

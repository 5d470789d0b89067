import type { Env } from '@kadr/core/env';
import type { InvoiceSeller } from '@kadr/core/invoices/invoice-document';

/** Outside production: an example company (its NIP passes the checksum and belongs to no one we know of). */
const EXAMPLE_SELLER: InvoiceSeller = {
  name: 'Kadr sp. z o.o. (example seller: set INVOICE_SELLER_*)',
  nip: '5260250274',
  countryCode: 'PL',
  addressLines: ['ul. Przykładowa 1', '00-001 Warszawa'],
  bankAccount: null,
};

/**
 * The seller printed on invoices, from INVOICE_SELLER_*; outside production the example company where they are unset.
 * Null in production until name, NIP and address are configured: no invoice is issued then.
 */
export function invoiceSeller(env: Pick<Env, 'NODE_ENV' | 'INVOICE_SELLER_NAME' | 'INVOICE_SELLER_NIP' | 'INVOICE_SELLER_ADDRESS' | 'INVOICE_SELLER_BANK_ACCOUNT'>): InvoiceSeller | null {
  if (env.INVOICE_SELLER_NAME && env.INVOICE_SELLER_NIP && env.INVOICE_SELLER_ADDRESS) {
    return {
      name: env.INVOICE_SELLER_NAME,
      nip: env.INVOICE_SELLER_NIP,
      countryCode: 'PL',
      addressLines: env.INVOICE_SELLER_ADDRESS.split('|').map((l) => l.trim()).filter(Boolean),
      bankAccount: env.INVOICE_SELLER_BANK_ACCOUNT ?? null,
    };
  }
  return env.NODE_ENV === 'production' ? null : EXAMPLE_SELLER;
}

/** Where invoices are issued: INVOICE_PLACE_OF_ISSUE, else the city of the seller's last address line. */
export function placeOfIssue(env: Pick<Env, 'INVOICE_PLACE_OF_ISSUE'>, seller: InvoiceSeller): string {
  if (env.INVOICE_PLACE_OF_ISSUE) return env.INVOICE_PLACE_OF_ISSUE;
  const last = seller.addressLines.at(-1) ?? '';
  return last.replace(/^\d{2}-\d{3}\s+/, '').trim() || 'Warszawa';
}

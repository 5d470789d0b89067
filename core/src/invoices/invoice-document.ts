/**
 * An issued invoice as it is frozen at issue (issue #26): everything its PDF and its KSeF FA(3) XML are made from,
 * never recomputed from rows that may change later (a renamed company, a deleted account, a new VAT rate). Stored
 * whole in invoices.document; amounts are integers in minor units (grosze, cents) of `currency`, and in PLN where
 * the sale was in another currency.
 */

export type InvoiceLanguage = 'en' | 'pl';

/** How VAT applies to the sale. */
export type VatTreatment =
  /** Polish VAT at the line's rate (23 % for these services): a Polish buyer, or a consumer in the EU. */
  | 'pl_vat'
  /** B2B services to a business in another EU country with a VAT id: no Polish VAT, the buyer accounts for it (art. 28b, reverse charge). */
  | 'reverse_charge'
  /** Services to a buyer outside the EU: not subject to Polish VAT (art. 28b, "NP"). */
  | 'outside_scope';

export interface InvoiceParty {
  /** Company or person name as printed. */
  name: string;
  /** Polish NIP: 10 digits, no prefix. */
  nip?: string | null;
  /** Another EU country's VAT id with its country prefix (DE123456789), for reverse charge. */
  vatId?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Address lines as printed (street and number; postcode and city); may be empty for a consumer. */
  addressLines: string[];
  email?: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  nip: string;
  /** Bank account (IBAN) printed for reference, if configured. */
  bankAccount?: string | null;
}

export interface InvoiceLine {
  /** Product name in the invoice's language. */
  description: string;
  quantity: number;
  /** "szt." / "pcs" … as printed. */
  unit: string;
  /** Per unit, net. */
  unitNetMinor: number;
  netMinor: number;
  /** VAT rate in percent (23), 0 for reverse charge or outside scope (then `vatMarker` says which). */
  vatRate: number;
  /**
   * FA(3) P_12 code of a line without Polish VAT: 'np I' (services outside the EU, art. 28b), 'np II' (services to a
   * business in another EU country, art. 100 ust. 1 pkt 4: its reverse charge), 'oo' (domestic reverse charge, not
   * used by Kadr's sales).
   */
  vatMarker?: 'np I' | 'np II' | 'oo' | null;
  vatMinor: number;
  grossMinor: number;
}

export interface PlnAmounts {
  /** NBP table A mid rate (PLN per 1 unit of `currency`) of the last business day before the sale. */
  rate: string;
  /** ISO date of that rate and its table number (e.g. 236/A/NBP/2026). */
  rateDate: string;
  table: string;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'correction';
  /** KDR/2026/12/000123 (corrections: KOR/2026/12/000004). */
  number: string;
  /** ISO dates (YYYY-MM-DD) in Polish time. */
  issueDate: string;
  saleDate: string;
  /** Where the invoice was issued (printed on Polish invoices). */
  placeOfIssue: string;
  language: InvoiceLanguage;
  /** ISO 4217, upper case. */
  currency: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  /** A buyer without a tax id: a consumer's invoice (issued on request), not sent to KSeF. */
  consumer: boolean;
  vatTreatment: VatTreatment;
  lines: InvoiceLine[];
  totals: { netMinor: number; vatMinor: number; grossMinor: number };
  /** Set when currency is not PLN. */
  pln: PlnAmounts | null;
  payment: { method: string; paidAt: string; reference: string };
  /** A correction: the invoice it corrects, its KSeF number if it had one, why, and the lines before and after. */
  correction?: {
    ofNumber: string;
    ofIssueDate: string;
    ofKsefNumber: string | null;
    reason: string;
    /** The corrected invoice's lines, and the lines as they are after the correction; `lines`/`totals` hold the difference. */
    before: InvoiceLine[];
    after: InvoiceLine[];
  } | null;
}

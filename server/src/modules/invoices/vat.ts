import type { InvoiceLine, VatTreatment } from '@kadr/core/invoices/invoice-document';

/** The Polish VAT rate of Kadr's services (electronically supplied services, standard rate). */
export const PL_VAT_RATE = 23;

/** EU member states (ISO codes; Greece's VAT ids use EL). */
export const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'EL', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

/**
 * Another EU country's VAT id, normalized (upper case, no spaces or dots), or null when it is not one: a country
 * prefix of an EU state other than Poland and 2–12 letters or digits. Only the form is checked here (the VIES
 * register cannot be reached from this machine; see docs/invoices.md).
 */
export function normalizeEuVatId(input: string): string | null {
  const id = input.replace(/[\s.-]/g, '').toUpperCase();
  const match = /^([A-Z]{2})([A-Z0-9]{2,12})$/.exec(id);
  if (!match || match[1] === 'PL' || !EU_COUNTRIES.has(match[1]!)) return null;
  return id;
}

/** The country of a VAT id's prefix, as an ISO code (EL → GR). */
export const countryOfVatId = (vatId: string) => (vatId.slice(0, 2) === 'EL' ? 'GR' : vatId.slice(0, 2));

/**
 * How VAT applies, for electronically supplied services sold by a Polish seller:
 * - a Polish business (NIP), or any consumer in the EU (under the EU-wide €10,000 threshold): Polish VAT;
 * - a business in another EU country with a VAT id: reverse charge (art. 28b, the buyer accounts for VAT);
 * - anyone outside the EU (a business, or a consumer: the place of supply is theirs): not subject to Polish VAT.
 */
export function vatTreatmentFor(buyer: { nip: string | null; vatId: string | null; countryCode: string }): VatTreatment {
  if (buyer.nip) return 'pl_vat';
  if (buyer.vatId) return 'reverse_charge';
  return EU_COUNTRIES.has(buyer.countryCode) ? 'pl_vat' : 'outside_scope';
}

/**
 * A line from a tax-inclusive price (the plans' prices include VAT): with Polish VAT the net is the gross divided by
 * 1.23, rounded to the grosz, and the VAT what is left; without it, the price is the net and the VAT nothing.
 */
export function lineFromGross(treatment: VatTreatment, input: { description: string; unit: string; quantity: number; grossMinor: number }): InvoiceLine {
  const { description, unit, quantity, grossMinor } = input;
  if (treatment === 'pl_vat') {
    const netMinor = Math.round((grossMinor * 100) / (100 + PL_VAT_RATE));
    return { description, unit, quantity, unitNetMinor: Math.round(netMinor / quantity), netMinor, vatRate: PL_VAT_RATE, vatMarker: null, vatMinor: grossMinor - netMinor, grossMinor };
  }
  return { description, unit, quantity, unitNetMinor: Math.round(grossMinor / quantity), netMinor: grossMinor, vatRate: 0, vatMarker: treatment === 'reverse_charge' ? 'np II' : 'np I', vatMinor: 0, grossMinor };
}

export const sumLines = (lines: InvoiceLine[]) => ({
  netMinor: lines.reduce((s, l) => s + l.netMinor, 0),
  vatMinor: lines.reduce((s, l) => s + l.vatMinor, 0),
  grossMinor: lines.reduce((s, l) => s + l.grossMinor, 0),
});

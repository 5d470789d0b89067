import type { InvoiceDocument, InvoiceLine } from '@kadr/core/invoices/invoice-document';

/** Invoices of each kind for the PDF's tests: Polish B2B, EU reverse charge, USD outside the EU, consumer, correction. */

const seller: InvoiceDocument['seller'] = {
  name: 'Kadr Sp. z o.o.',
  nip: '5252838420',
  countryCode: 'PL',
  addressLines: ['ul. Świętokrzyska 12/4', '00-916 Warszawa'],
  email: 'faktury@kadr.example',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

export function plLine(description: string, quantity: number, unitNetMinor: number): InvoiceLine {
  const netMinor = unitNetMinor * quantity;
  const vatMinor = Math.round(netMinor * 0.23);
  return { description, quantity, unit: 'szt.', unitNetMinor, netMinor, vatRate: 23, vatMarker: null, vatMinor, grossMinor: netMinor + vatMinor };
}

function totalsOf(lines: InvoiceLine[]): InvoiceDocument['totals'] {
  return {
    netMinor: lines.reduce((sum, line) => sum + line.netMinor, 0),
    vatMinor: lines.reduce((sum, line) => sum + line.vatMinor, 0),
    grossMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0),
  };
}

/** Zażółć Gęślą Jaźń buys a package of 120 credits: 1 000,00 zł net, 230,00 zł VAT. */
export function polishB2b(lines: InvoiceLine[] = [plLine('Pakiet 120 kredytów — zdjęcia biznesowe (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ)', 1, 100_000)]): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'KDR/2026/12/000123',
    issueDate: '2026-12-07',
    saleDate: '2026-12-06',
    placeOfIssue: 'Warszawa',
    language: 'pl',
    currency: 'PLN',
    seller,
    buyer: {
      name: 'Zażółć Gęślą Jaźń Sp. z o.o.',
      nip: '7010002137',
      countryCode: 'PL',
      addressLines: ['ul. Źródlana 5', '80-180 Gdańsk'],
      email: 'księgowość@zazolc.example',
    },
    consumer: false,
    vatTreatment: 'pl_vat',
    lines,
    totals: totalsOf(lines),
    pln: null,
    payment: { method: 'blik', paidAt: '2026-12-06T21:14:00Z', reference: 'pi_3QaBcD0Kadr1234' },
    correction: null,
  };
}

/** A German company, EUR, reverse charge, in English. */
export function euReverseCharge(): InvoiceDocument {
  const lines: InvoiceLine[] = [
    { description: 'Team plan — 50 headshots per member, monthly', quantity: 3, unit: 'pcs', unitNetMinor: 4_900, netMinor: 14_700, vatRate: 0, vatMarker: 'oo', vatMinor: 0, grossMinor: 14_700 },
  ];
  return {
    ...polishB2b(),
    number: 'KDR/2026/12/000124',
    language: 'en',
    currency: 'EUR',
    buyer: { name: 'Müller Bildagentur GmbH', vatId: 'DE811907980', countryCode: 'DE', addressLines: ['Friedrichstraße 123', '10117 Berlin'], email: 'billing@mueller.example' },
    vatTreatment: 'reverse_charge',
    lines,
    totals: totalsOf(lines),
    pln: { rate: '4.2315', rateDate: '2026-12-04', table: '236/A/NBP/2026', netMinor: 62_203, vatMinor: 0, grossMinor: 62_203 },
    payment: { method: 'card', paidAt: '2026-12-06T10:00:00Z', reference: 'pi_3QeUr0pe' },
  };
}

/** A US company, USD, outside the scope of Polish VAT, with its PLN amounts at the NBP rate. */
export function usOutsideScope(language: 'en' | 'pl' = 'en'): InvoiceDocument {
  const lines: InvoiceLine[] = [
    { description: language === 'pl' ? 'Pakiet 1000 kredytów' : 'Package of 1000 credits', quantity: 1, unit: language === 'pl' ? 'szt.' : 'pcs', unitNetMinor: 123_456, netMinor: 123_456, vatRate: 0, vatMarker: 'np I', vatMinor: 0, grossMinor: 123_456 },
  ];
  return {
    ...polishB2b(),
    number: 'KDR/2026/12/000125',
    language,
    currency: 'USD',
    buyer: { name: 'Acme Portraits, Inc.', countryCode: 'US', addressLines: ['500 Market Street', 'San Francisco, CA 94105'] },
    vatTreatment: 'outside_scope',
    lines,
    totals: totalsOf(lines),
    pln: { rate: '3.6512', rateDate: '2026-12-04', table: '236/A/NBP/2026', netMinor: 450_762, vatMinor: 0, grossMinor: 450_762 },
    payment: { method: 'card', paidAt: '2026-12-06T18:30:00Z', reference: 'pi_3QuSd0llar' },
  };
}

/** A consumer's invoice on request: no tax id, not for KSeF. */
export function consumer(): InvoiceDocument {
  const lines = [plLine('Pakiet 40 kredytów', 1, 3_244)];
  return {
    ...polishB2b(lines),
    number: 'KDR/2026/12/000126',
    buyer: { name: 'Jan Łęcki', countryCode: 'PL', addressLines: ['ul. Długa 1', '31-147 Kraków'] },
    consumer: true,
  };
}

/** A correction of the Polish B2B invoice: 120 credits became 60, half refunded. */
export function correction(): InvoiceDocument {
  const before = [plLine('Pakiet 120 kredytów', 1, 100_000)];
  const after = [plLine('Pakiet 120 kredytów', 1, 50_000)];
  const difference = [plLine('Pakiet 120 kredytów', 1, -50_000)];
  return {
    ...polishB2b(difference),
    kind: 'correction',
    number: 'KOR/2026/12/000004',
    issueDate: '2026-12-20',
    saleDate: '2026-12-06',
    payment: { method: 'blik', paidAt: '2026-12-20T09:00:00Z', reference: 're_3QrEfUnd' },
    correction: {
      ofNumber: 'KDR/2026/12/000123',
      ofIssueDate: '2026-12-07',
      ofKsefNumber: '5252838420-20261207-0100A0B1C2D3-4E',
      reason: 'Zwrot części ceny: niewykorzystane kredyty (60 z 120)',
      before,
      after,
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine } from '@kadr/core/invoices/invoice-document';
import { buildFa3Xml } from './fa3-xml';
import { validateFa3Xml } from './fa3-schema';

const createdAt = new Date('2026-12-07T09:30:00.000Z');
const opts = { systemInfo: 'Kadr (test)', createdAt };

const seller: InvoiceDocument['seller'] = {
  name: 'Kadr sp. z o.o.',
  nip: '5260250274',
  countryCode: 'PL',
  addressLines: ['ul. Przykładowa 1', '00-001 Warszawa'],
  email: 'faktury@kadr.example',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

const plLine: InvoiceLine = { description: 'Pakiet Pro: 100 kredytów', quantity: 1, unit: 'szt.', unitNetMinor: 8049, netMinor: 8049, vatRate: 23, vatMarker: null, vatMinor: 1851, grossMinor: 9900 };

function plB2b(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'KDR/2026/12/000123',
    issueDate: '2026-12-07',
    saleDate: '2026-12-05',
    placeOfIssue: 'Warszawa',
    language: 'pl',
    currency: 'PLN',
    seller,
    buyer: { name: 'Fotografia & Co. sp. z o.o.', nip: '7740001454', countryCode: 'PL', addressLines: ['ul. Długa 5/3', '30-001 Kraków'] },
    consumer: false,
    vatTreatment: 'pl_vat',
    lines: [plLine],
    totals: { netMinor: 8049, vatMinor: 1851, grossMinor: 9900 },
    pln: null,
    payment: { method: 'card', paidAt: '2026-12-05T22:30:00.000Z', reference: 'pi_123' },
    correction: null,
    ...overrides,
  };
}

const rcLine: InvoiceLine = { description: 'Pro pack: 100 credits', quantity: 1, unit: 'pcs', unitNetMinor: 2300, netMinor: 2300, vatRate: 0, vatMarker: 'oo', vatMinor: 0, grossMinor: 2300 };

function euReverseCharge(): InvoiceDocument {
  return plB2b({
    number: 'KDR/2026/12/000124',
    language: 'en',
    currency: 'EUR',
    buyer: { name: 'Studio Müller GmbH', vatId: 'DE123456789', countryCode: 'DE', addressLines: ['Hauptstraße 1', '10115 Berlin'] },
    vatTreatment: 'reverse_charge',
    lines: [rcLine],
    totals: { netMinor: 2300, vatMinor: 0, grossMinor: 2300 },
    pln: { rate: '4.2512', rateDate: '2026-12-04', table: '236/A/NBP/2026', netMinor: 9778, vatMinor: 0, grossMinor: 9778 },
  });
}

function eurPlVat(): InvoiceDocument {
  const line: InvoiceLine = { description: 'Pakiet Pro', quantity: 2, unit: 'szt.', unitNetMinor: 1000, netMinor: 2000, vatRate: 23, vatMarker: null, vatMinor: 460, grossMinor: 2460 };
  return plB2b({
    number: 'KDR/2026/12/000125',
    currency: 'EUR',
    lines: [line],
    totals: { netMinor: 2000, vatMinor: 460, grossMinor: 2460 },
    pln: { rate: '4.2512', rateDate: '2026-12-04', table: '236/A/NBP/2026', netMinor: 8502, vatMinor: 1956, grossMinor: 10458 },
    payment: { method: 'blik', paidAt: '2026-12-05', reference: 'pi_125' },
  });
}

function correction(ofKsefNumber: string | null): InvoiceDocument {
  const after: InvoiceLine = { ...plLine, unitNetMinor: 4025, netMinor: 4025, vatMinor: 925, grossMinor: 4950 };
  const diff: InvoiceLine = { ...plLine, unitNetMinor: -4024, netMinor: -4024, vatMinor: -926, grossMinor: -4950 };
  return plB2b({
    kind: 'correction',
    number: 'KOR/2026/12/000004',
    issueDate: '2026-12-09',
    saleDate: '2026-12-09',
    lines: [diff],
    totals: { netMinor: -4024, vatMinor: -926, grossMinor: -4950 },
    correction: { ofNumber: 'KDR/2026/12/000123', ofIssueDate: '2026-12-07', ofKsefNumber, reason: 'Zwrot połowy ceny pakietu', before: [plLine], after: [after] },
  });
}

/** The text of every element with this name, in document order. */
const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
const one = (xml: string, name: string) => all(xml, name)[0];

describe('buildFa3Xml', () => {
  it('makes a Polish B2B sale at 23 % that the FA(3) schema accepts', async () => {
    const xml = buildFa3Xml(plB2b(), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect(xml).toContain('<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">');
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(one(xml, 'DataWytworzeniaFa')).toBe('2026-12-07T09:30:00Z');
    expect(all(xml, 'NIP')).toEqual(['5260250274', '7740001454']);
    expect(xml).toContain('<Nazwa>Fotografia &amp; Co. sp. z o.o.</Nazwa>');
    expect([one(xml, 'P_1'), one(xml, 'P_2'), one(xml, 'P_6')]).toEqual(['2026-12-07', 'KDR/2026/12/000123', '2026-12-05']);
    expect([one(xml, 'P_13_1'), one(xml, 'P_14_1'), one(xml, 'P_15')]).toEqual(['80.49', '18.51', '99.00']);
    expect(xml).not.toContain('P_14_1W');
    expect([one(xml, 'P_7'), one(xml, 'P_8B'), one(xml, 'P_9A'), one(xml, 'P_11'), one(xml, 'P_12')]).toEqual(['Pakiet Pro: 100 kredytów', '1', '80.49', '80.49', '23']);
    expect([one(xml, 'P_16'), one(xml, 'P_17'), one(xml, 'P_18'), one(xml, 'P_18A'), one(xml, 'P_19N'), one(xml, 'P_22N'), one(xml, 'P_23'), one(xml, 'P_PMarzyN')]).toEqual(['2', '2', '2', '2', '1', '1', '2', '1']);
    expect(one(xml, 'RodzajFaktury')).toBe('VAT');
    // Paid by card late on the 5th in UTC: the 5th in Poland too (23:30 CET).
    expect([one(xml, 'Zaplacono'), one(xml, 'DataZaplaty'), one(xml, 'FormaPlatnosci')]).toEqual(['1', '2026-12-05', '2']);
    expect(one(xml, 'NrRB')).toBe('PL61109010140000071219812874');
  });

  it('makes an EU reverse-charge sale: the buyer\'s VAT id, "np II" in P_13_9, the reverse-charge annotation', async () => {
    const xml = buildFa3Xml(euReverseCharge(), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect([one(xml, 'KodUE'), one(xml, 'NrVatUE')]).toEqual(['DE', '123456789']);
    expect(one(xml, 'PrefiksPodatnika')).toBe('PL');
    expect(one(xml, 'P_12')).toBe('np II');
    expect([one(xml, 'P_13_9'), one(xml, 'P_15')]).toEqual(['23.00', '23.00']);
    expect(xml).not.toMatch(/P_13_1>|P_14_/);
    expect(one(xml, 'P_18')).toBe('1');
    expect([one(xml, 'KodWaluty'), one(xml, 'KursWaluty')]).toEqual(['EUR', '4.2512']);
  });

  it('makes a sale in euros with Polish VAT: the VAT in PLN (P_14_1W), the rate on each line and the NBP table', async () => {
    const xml = buildFa3Xml(eurPlVat(), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect([one(xml, 'P_13_1'), one(xml, 'P_14_1'), one(xml, 'P_14_1W'), one(xml, 'P_15')]).toEqual(['20.00', '4.60', '19.56', '24.60']);
    expect([one(xml, 'P_8B'), one(xml, 'P_9A'), one(xml, 'KursWaluty')]).toEqual(['2', '10.00', '4.2512']);
    expect(one(xml, 'Wartosc')).toBe('1 EUR = 4.2512 PLN, tabela NBP 236/A/NBP/2026 z 2026-12-04');
    expect(one(xml, 'FormaPlatnosci')).toBe('7');
  });

  it('makes a correction: KOR, the corrected invoice with its KSeF number, the lines before and after, the difference in the sums', async () => {
    const xml = buildFa3Xml(correction('5260250274-20261207-0100001AF629-AF'), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect(one(xml, 'RodzajFaktury')).toBe('KOR');
    expect(one(xml, 'PrzyczynaKorekty')).toBe('Zwrot połowy ceny pakietu');
    expect([one(xml, 'DataWystFaKorygowanej'), one(xml, 'NrFaKorygowanej'), one(xml, 'NrKSeF'), one(xml, 'NrKSeFFaKorygowanej')]).toEqual(['2026-12-07', 'KDR/2026/12/000123', '1', '5260250274-20261207-0100001AF629-AF']);
    expect(all(xml, 'NrWierszaFa')).toEqual(['1', '2']);
    expect(all(xml, 'P_11')).toEqual(['80.49', '40.25']);
    expect(all(xml, 'StanPrzed')).toEqual(['1']);
    expect([one(xml, 'P_13_1'), one(xml, 'P_14_1'), one(xml, 'P_15')]).toEqual(['-40.24', '-9.26', '-49.50']);
    expect(xml).not.toContain('<P_6>');
    expect(xml).not.toContain('<Platnosc>');
  });

  it('marks a corrected invoice that never went to KSeF (NrKSeFN)', async () => {
    const xml = buildFa3Xml(correction(null), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect(one(xml, 'NrKSeFN')).toBe('1');
    expect(xml).not.toContain('NrKSeFFaKorygowanej');
  });

  it('names a buyer outside the EU by its own tax id, and one without any as BrakID; "np I" in P_13_8', async () => {
    const npLine: InvoiceLine = { ...rcLine, vatMarker: 'np I' };
    const base = { ...euReverseCharge(), vatTreatment: 'outside_scope' as const, lines: [npLine] };
    const withId = buildFa3Xml({ ...base, buyer: { name: 'Acme Inc.', vatId: '12-3456789', countryCode: 'US', addressLines: ['1 Main St', 'Springfield'] } }, opts);
    expect(await validateFa3Xml(withId)).toEqual({ valid: true });
    expect([one(withId, 'KodKraju'), one(withId, 'NrID')]).toEqual(['PL', '12-3456789']);
    expect(all(withId, 'KodKraju')).toEqual(['PL', 'US', 'US']);
    expect([one(withId, 'P_12'), one(withId, 'P_13_8'), one(withId, 'P_18')]).toEqual(['np I', '23.00', '2']);
    const without = buildFa3Xml({ ...base, buyer: { name: 'Jane Doe', countryCode: 'US', addressLines: [] } }, opts);
    expect(await validateFa3Xml(without)).toEqual({ valid: true });
    expect(one(without, 'BrakID')).toBe('1');
  });

  it('writes a payment method it has no code for as PlatnoscInna with its name', async () => {
    const xml = buildFa3Xml(plB2b({ payment: { method: 'paypal', paidAt: '2026-12-05', reference: 'x' } }), opts);
    expect(await validateFa3Xml(xml)).toEqual({ valid: true });
    expect([one(xml, 'PlatnoscInna'), one(xml, 'OpisPlatnosci')]).toEqual(['1', 'paypal']);
  });

  it('refuses a document FA(3) cannot express', () => {
    expect(() => buildFa3Xml(plB2b({ currency: 'EUR' }), opts)).toThrow(/PLN amounts/);
    expect(() => buildFa3Xml(plB2b({ lines: [] }), opts)).toThrow(/without lines/);
    expect(() => buildFa3Xml(plB2b({ kind: 'correction' }), opts)).toThrow(/corrects/);
  });
});

describe('validateFa3Xml', () => {
  it('fails a document without the buyer\'s NIP, with libxml2\'s message', async () => {
    const xml = buildFa3Xml(plB2b(), opts).replace('<NIP>7740001454</NIP>', '');
    const result = await validateFa3Xml(xml);
    expect(result.valid).toBe(false);
    expect(!result.valid && result.errors).toEqual([expect.stringMatching(/^line \d+: Element '\{http:\/\/crd\.gov\.pl\/wzor\/2025\/06\/25\/13775\/\}Nazwa': This element is not expected\. Expected is one of \( .*NIP/)]);
  });

  it('fails a value outside an enumeration, naming the value', async () => {
    const xml = buildFa3Xml(plB2b(), opts).replace('<P_12>23</P_12>', '<P_12>24</P_12>');
    const result = await validateFa3Xml(xml);
    expect(!result.valid && result.errors.join('\n')).toMatch(/P_12': \[facet 'enumeration'\] The value '24' is not an element of the set/);
  });

  it('fails a document that is not XML', async () => {
    const result = await validateFa3Xml('<Faktura>');
    expect(result.valid).toBe(false);
  });
});

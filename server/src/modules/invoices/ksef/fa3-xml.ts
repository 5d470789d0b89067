import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '@kadr/core/invoices/invoice-document';
import { buckets, decimal, minorDigits, quantity, rateCode, toPlnMinor } from './fa3-amounts';
import { FA3_FORM_CODE, FA3_NAMESPACE } from './fa3-schema';
import { el, serializeXml, type XmlChild, type XmlElement } from './xml-writer';

export interface Fa3Options {
  /** Naglowek/SystemInfo: the system the invoice was made in ("Kadr 1.4"). */
  systemInfo: string;
  /** Naglowek/DataWytworzeniaFa: when this XML is made. */
  createdAt: Date;
}

/** EU member states' codes as FA(3) takes them (TKodyKrajowUE: Greece is EL, Northern Ireland XI). */
const EU_CODES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'EL', 'HR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'XI']);

/** FA(3) TFormaPlatnosci for the payment methods a checkout reports; anything else is written out (PlatnoscInna). */
const PAYMENT_FORMS: Record<string, number> = {
  cash: 1,
  card: 2,
  voucher: 3,
  cheque: 4,
  credit: 5,
  transfer: 6,
  bank_transfer: 6,
  p24: 6,
  przelewy24: 6,
  sepa_debit: 6,
  blik: 7,
  mobile: 7,
};

/**
 * The invoice as a KSeF e-invoice: a `Faktura` of the FA(3) structure (schema 1-0E, namespace
 * http://crd.gov.pl/wzor/2025/06/25/13775/, the XSD shipped in ../ksef-schema). What each field holds is in
 * docs/ksef.md. Amounts are the document's, never recomputed, except the VAT in PLN of a group of rates when the
 * sale had several (one group takes the document's own PLN figure).
 */
export function buildFa3Xml(doc: InvoiceDocument, opts: Fa3Options): string {
  if (!/^\d{10}$/.test(doc.seller.nip)) throw new Error('the seller needs a 10-digit NIP for KSeF');
  if (doc.lines.length === 0) throw new Error('an invoice without lines cannot be sent to KSeF');
  const root = el(
    'Faktura',
    [
      el('Naglowek', [
        el('KodFormularza', FA3_FORM_CODE.value, { kodSystemowy: FA3_FORM_CODE.systemCode, wersjaSchemy: FA3_FORM_CODE.schemaVersion }),
        el('WariantFormularza', 3),
        el('DataWytworzeniaFa', opts.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
        el('SystemInfo', opts.systemInfo),
      ]),
      seller(doc),
      buyer(doc.buyer),
      fa(doc),
    ],
    { xmlns: FA3_NAMESPACE },
  );
  return serializeXml(root);
}

function address(party: InvoiceParty, required: boolean): XmlElement | null {
  const [first, ...rest] = party.addressLines.map((l) => l.trim()).filter(Boolean);
  if (!first) {
    if (required) throw new Error(`${party.name}: an address is required in FA(3)`);
    return null;
  }
  return el('Adres', [el('KodKraju', party.countryCode), el('AdresL1', first), rest.length > 0 && el('AdresL2', rest.join(', '))]);
}

function seller(doc: InvoiceDocument): XmlElement {
  const s = doc.seller;
  return el('Podmiot1', [
    // The Polish VAT-UE prefix: required where the sale is reported in VAT-UE (art. 97 ust. 10).
    doc.vatTreatment === 'reverse_charge' && el('PrefiksPodatnika', 'PL'),
    el('DaneIdentyfikacyjne', [el('NIP', s.nip), el('Nazwa', s.name)]),
    address(s, true),
    s.email && el('DaneKontaktowe', [el('Email', s.email)]),
  ]);
}

/** The buyer's tax id: a Polish NIP, an EU VAT id (prefix and number apart), another country's id, or none. */
function buyerId(b: InvoiceParty): XmlChild[] {
  if (b.nip) return [el('NIP', b.nip)];
  const raw = b.vatId?.trim();
  if (raw) {
    const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
    const prefix = compact.slice(0, 2);
    if (EU_CODES.has(prefix) && prefix !== 'PL') return [el('KodUE', prefix), el('NrVatUE', compact.slice(2))];
    return [el('KodKraju', b.countryCode), el('NrID', raw)];
  }
  return [el('BrakID', 1)];
}

function buyer(b: InvoiceParty): XmlElement {
  return el('Podmiot2', [
    el('DaneIdentyfikacyjne', [...buyerId(b), el('Nazwa', b.name)]),
    address(b, false),
    // Not a unit of a local government (JST) nor a member of a VAT group: Kadr's buyers are neither.
    el('JST', 2),
    el('GV', 2),
  ]);
}

function fa(doc: InvoiceDocument): XmlElement {
  const digits = minorDigits(doc.currency);
  const money = (minor: number) => decimal(minor, digits);
  const foreign = doc.currency !== 'PLN';
  if (foreign && !doc.pln) throw new Error(`an invoice in ${doc.currency} needs its PLN amounts (the NBP rate)`);
  const correction = doc.kind === 'correction' ? doc.correction : null;
  if (doc.kind === 'correction' && !correction) throw new Error('a correction needs the invoice it corrects');

  const groups = buckets(doc, doc.lines);
  const taxed = groups.filter((g) => g.vat);
  const sums = groups.flatMap((g): XmlChild[] => [
    el(g.net, money(g.netMinor)),
    g.vat && el(g.vat, money(g.vatMinor)),
    g.vat && foreign && el(`${g.vat}W`, decimal(taxed.length === 1 ? doc.pln!.vatMinor : toPlnMinor(g.vatMinor, digits, doc.pln!.rate), 2)),
  ]);

  const rows: { line: InvoiceLine; before: boolean }[] = correction
    ? [...correction.before.map((line) => ({ line, before: true })), ...correction.after.map((line) => ({ line, before: false }))]
    : doc.lines.map((line) => ({ line, before: false }));

  return el('Fa', [
    el('KodWaluty', doc.currency),
    el('P_1', doc.issueDate),
    el('P_1M', doc.placeOfIssue),
    el('P_2', doc.number),
    doc.saleDate !== doc.issueDate && el('P_6', doc.saleDate),
    ...sums,
    el('P_15', money(doc.totals.grossMinor)),
    adnotacje(doc),
    el('RodzajFaktury', correction ? 'KOR' : 'VAT'),
    ...(correction
      ? [
          el('PrzyczynaKorekty', correction.reason),
          el('DaneFaKorygowanej', [
            el('DataWystFaKorygowanej', correction.ofIssueDate),
            el('NrFaKorygowanej', correction.ofNumber),
            ...(correction.ofKsefNumber ? [el('NrKSeF', 1), el('NrKSeFFaKorygowanej', correction.ofKsefNumber)] : [el('NrKSeFN', 1)]),
          ]),
        ]
      : []),
    foreign &&
      el('DodatkowyOpis', [
        el('Klucz', 'Kurs waluty'),
        el('Wartosc', `1 ${doc.currency} = ${doc.pln!.rate} PLN, tabela NBP ${doc.pln!.table} z ${doc.pln!.rateDate}`),
      ]),
    ...rows.map(({ line, before }, i) =>
      el('FaWiersz', [
        el('NrWierszaFa', i + 1),
        el('P_7', line.description),
        el('P_8A', line.unit),
        el('P_8B', quantity(line.quantity)),
        el('P_9A', money(line.unitNetMinor)),
        el('P_11', money(line.netMinor)),
        el('P_12', rateCode(doc, line)),
        foreign && el('KursWaluty', quantity(Number(doc.pln!.rate))),
        before && el('StanPrzed', 1),
      ]),
    ),
    !correction && platnosc(doc),
  ]);
}

/** Every annotation FA(3) requires, answered for a plain sale of services: only reverse charge (P_18) varies. */
function adnotacje(doc: InvoiceDocument): XmlElement {
  return el('Adnotacje', [
    el('P_16', 2), // not the cash method
    el('P_17', 2), // not self-billing
    el('P_18', doc.vatTreatment === 'reverse_charge' ? 1 : 2), // "odwrotne obciążenie"
    el('P_18A', 2), // no split payment (no annex 15 services)
    el('Zwolnienie', [el('P_19N', 1)]), // no exempt supply
    el('NoweSrodkiTransportu', [el('P_22N', 1)]), // no new means of transport
    el('P_23', 2), // not a simplified triangular procedure
    el('PMarzy', [el('P_PMarzyN', 1)]), // no margin scheme
  ]);
}

/** The invoice documents a sale already paid at checkout: paid, when, how. */
function platnosc(doc: InvoiceDocument): XmlElement {
  const form = PAYMENT_FORMS[doc.payment.method.toLowerCase()];
  const account = doc.seller.bankAccount?.replace(/\s/g, '');
  return el('Platnosc', [
    el('Zaplacono', 1),
    el('DataZaplaty', polishDate(doc.payment.paidAt)),
    ...(form ? [el('FormaPlatnosci', form)] : [el('PlatnoscInna', 1), el('OpisPlatnosci', doc.payment.method)]),
    account && el('RachunekBankowy', [el('NrRB', account)]),
  ]);
}

/** A date as YYYY-MM-DD, an instant as its day in Poland. */
function polishDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new Error(`payment date "${value}" is not a date`);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

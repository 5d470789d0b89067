import type { InvoiceLanguage } from '@kadr/core/invoices/invoice-document';

/**
 * The words of an invoice PDF. They live here rather than in the web app's catalogue (client/src/locales): they are
 * the statutory terms of art. 106e of the Polish VAT Act and the FA(3) visualisation, fixed by law rather than
 * edited with the interface, and an invoice re-rendered years later must read as it did when it was issued.
 */
export interface InvoiceWords {
  title: { vatInvoice: string; invoice: string; correction: string };
  numberPrefix: string;
  issueDate: string;
  saleDate: string;
  placeOfIssue: string;
  seller: string;
  buyer: string;
  nip: string;
  euVatId: string;
  bankAccount: string;
  email: string;
  columns: { no: string; name: string; unit: string; quantity: string; unitNet: string; net: string; rate: string; vat: string; gross: string };
  amountsIn: (currency: string) => string;
  total: string;
  vatSummary: string;
  /** What the rate column prints for a line without Polish VAT, by its FA(3) marker. */
  markers: { oo: string; 'np I': string; 'np II': string };
  gross: string;
  paid: string;
  refunded: string;
  toPay: string;
  toRefund: string;
  payment: string;
  method: string;
  paidAt: string;
  refundedAt: string;
  reference: string;
  /** Stripe's payment method names; another one is printed as it is. */
  methods: Record<string, string>;
  plnHeading: string;
  nbpRate: (date: string, table: string, currency: string, rate: string) => string;
  notes: { reverseCharge: string; outsideScope: string };
  ksefNumber: string;
  ksefAwaiting: string;
  ksefVerify: string;
  correction: {
    ofInvoice: (number: string, date: string) => string;
    ofKsefNumber: string;
    reason: string;
    before: string;
    after: string;
    difference: string;
  };
  page: (page: number, pages: number) => string;
}

const pl: InvoiceWords = {
  title: { vatInvoice: 'Faktura VAT', invoice: 'Faktura', correction: 'Faktura korygująca' },
  numberPrefix: 'nr',
  issueDate: 'Data wystawienia',
  saleDate: 'Data sprzedaży',
  placeOfIssue: 'Miejsce wystawienia',
  seller: 'Sprzedawca',
  buyer: 'Nabywca',
  nip: 'NIP',
  euVatId: 'NIP UE',
  bankAccount: 'Nr rachunku',
  email: 'E-mail',
  columns: {
    no: 'Lp.',
    name: 'Nazwa towaru lub usługi',
    unit: 'J.m.',
    quantity: 'Ilość',
    unitNet: 'Cena jedn. netto',
    net: 'Wartość netto',
    rate: 'Stawka VAT',
    vat: 'Kwota VAT',
    gross: 'Wartość brutto',
  },
  amountsIn: (currency) => `Kwoty w ${currency}`,
  total: 'Razem',
  vatSummary: 'Zestawienie według stawek VAT',
  markers: { oo: 'oo', 'np I': 'np.', 'np II': 'np.' },
  gross: 'Wartość brutto',
  paid: 'Zapłacono',
  refunded: 'Zwrócono',
  toPay: 'Do zapłaty',
  toRefund: 'Do zwrotu',
  payment: 'Płatność',
  method: 'Sposób płatności',
  paidAt: 'Data zapłaty',
  refundedAt: 'Data zwrotu',
  reference: 'Identyfikator płatności',
  methods: { card: 'karta płatnicza', blik: 'BLIK', p24: 'Przelewy24 (przelew)' },
  plnHeading: 'Kwoty w PLN',
  nbpRate: (date, table, currency, rate) => `Kurs NBP z dnia ${date}, tabela ${table}: 1 ${currency} = ${rate} PLN`,
  notes: {
    reverseCharge: 'Odwrotne obciążenie (oo): podatek VAT rozlicza nabywca (art. 28b ustawy o VAT, art. 196 dyrektywy 2006/112/WE).',
    outsideScope: 'np. (nie podlega): miejsce świadczenia usługi poza terytorium kraju, art. 28b ustawy o VAT.',
  },
  ksefNumber: 'Numer KSeF',
  ksefAwaiting: 'Oczekuje na numer KSeF',
  ksefVerify: 'Zeskanuj kod QR, aby sprawdzić fakturę w Krajowym Systemie e-Faktur (KSeF).',
  correction: {
    ofInvoice: (number, date) => `Korekta faktury nr ${number} z dnia ${date}`,
    ofKsefNumber: 'Numer KSeF faktury korygowanej',
    reason: 'Przyczyna korekty',
    before: 'Przed korektą',
    after: 'Po korekcie',
    difference: 'Korekta (różnica)',
  },
  page: (page, pages) => `Strona ${page} z ${pages}`,
};

const en: InvoiceWords = {
  title: { vatInvoice: 'VAT invoice', invoice: 'Invoice', correction: 'Correcting invoice' },
  numberPrefix: 'No.',
  issueDate: 'Date of issue',
  saleDate: 'Date of sale',
  placeOfIssue: 'Place of issue',
  seller: 'Seller',
  buyer: 'Buyer',
  nip: 'NIP (tax ID)',
  euVatId: 'VAT ID',
  bankAccount: 'Bank account',
  email: 'Email',
  columns: {
    no: 'No.',
    name: 'Description of goods or services',
    unit: 'Unit',
    quantity: 'Qty',
    unitNet: 'Unit net price',
    net: 'Net amount',
    rate: 'VAT rate',
    vat: 'VAT amount',
    gross: 'Gross amount',
  },
  amountsIn: (currency) => `Amounts in ${currency}`,
  total: 'Total',
  vatSummary: 'VAT summary by rate',
  markers: { oo: 'RC', 'np I': 'n/a', 'np II': 'RC' },
  gross: 'Gross amount',
  paid: 'Paid',
  refunded: 'Refunded',
  toPay: 'Amount due',
  toRefund: 'To be refunded',
  payment: 'Payment',
  method: 'Payment method',
  paidAt: 'Payment date',
  refundedAt: 'Refund date',
  reference: 'Payment reference',
  methods: { card: 'card', blik: 'BLIK', p24: 'Przelewy24 (bank transfer)' },
  plnHeading: 'Amounts in PLN',
  nbpRate: (date, table, currency, rate) => `NBP exchange rate of ${date}, table ${table}: 1 ${currency} = PLN ${rate}`,
  notes: {
    // The Polish words are the ones art. 106e(1)(18) of the Polish VAT Act requires on the invoice.
    reverseCharge:
      'Reverse charge (odwrotne obciążenie, RC): VAT to be accounted for by the buyer (art. 196 of Council Directive 2006/112/EC; art. 28b of the Polish VAT Act).',
    outsideScope: 'n/a (np., nie podlega): not subject to Polish VAT, the place of supply is outside Poland (art. 28b of the Polish VAT Act).',
  },
  ksefNumber: 'KSeF number',
  ksefAwaiting: 'Awaiting a KSeF number',
  ksefVerify: 'Scan the QR code to verify the invoice in the National e-Invoice System (KSeF).',
  correction: {
    ofInvoice: (number, date) => `Corrects invoice No. ${number} of ${date}`,
    ofKsefNumber: 'KSeF number of the corrected invoice',
    reason: 'Reason for correction',
    before: 'Before correction',
    after: 'After correction',
    difference: 'Correction (difference)',
  },
  page: (page, pages) => `Page ${page} of ${pages}`,
};

export const INVOICE_WORDS: Record<InvoiceLanguage, InvoiceWords> = { pl, en };

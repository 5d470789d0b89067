import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import { consumer, correction, euReverseCharge, plLine, polishB2b, usOutsideScope } from './invoice-pdf.fixtures';
import { renderInvoicePdf, type KsefState } from './render-invoice-pdf';

const ACCEPTED: KsefState = { status: 'accepted', number: '5252838420-20261207-0100A0B1C2D3-4E' };
const PENDING: KsefState = { status: 'pending', number: null };
const NONE: KsefState = { status: 'not_applicable', number: null };
const POLISH_LETTERS = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';

interface Rendered {
  bytes: Buffer;
  pages: string[];
  /** All pages, lines joined by spaces, no-break spaces as spaces. */
  text: string;
  info: Record<string, unknown>;
}

async function render(doc: InvoiceDocument, ksef: KsefState): Promise<Rendered> {
  const bytes = await renderInvoicePdf(doc, { ksef });
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text: pages } = await extractText(pdf, { mergePages: false });
  const { info } = await pdf.getMetadata();
  const normalised = pages.map((page) => page.replaceAll('\u00a0', ' '));
  return { bytes, pages: normalised, text: normalised.join('\n').replaceAll('\n', ' '), info: info as Record<string, unknown> };
}

/** The decompressed streams of the PDF (page contents among them). */
function streams(bytes: Buffer): string[] {
  const contents: string[] = [];
  for (const match of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      contents.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return contents;
}

/** The glyph ids every TJ operator of the page contents draws (pdfkit writes them as 4-digit hex in Identity-H). */
function drawnGlyphIds(bytes: Buffer): string[] {
  const ids: string[] = [];
  for (const content of streams(bytes)) {
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of (array[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)) ids.push(...(hex[1]?.match(/.{4}/g) ?? []));
    }
  }
  return ids;
}

describe('renderInvoicePdf', () => {
  it('renders a Polish B2B invoice with its number, tax ids, VAT lines, totals and the accepted KSeF number', async () => {
    const { text, pages } = await render(polishB2b(), ACCEPTED);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Faktura VAT nr KDR/2026/12/000123');
    expect(text).toContain('Data wystawienia: 07.12.2026');
    expect(text).toContain('Data sprzedaży: 06.12.2026');
    expect(text).toContain('Miejsce wystawienia: Warszawa');
    expect(text).toContain('Sprzedawca'.toUpperCase());
    expect(text).toContain('Nabywca'.toUpperCase());
    expect(text).toContain('Zażółć Gęślą Jaźń Sp. z o.o.');
    expect(text).toContain('NIP: 5252838420');
    expect(text).toContain('NIP: 7010002137');
    for (const header of ['Lp.', 'Nazwa towaru lub usługi', 'J.m.', 'Ilość', 'Cena jedn. netto', 'Wartość netto', 'Stawka VAT', 'Kwota VAT', 'Wartość brutto']) {
      expect(text).toContain(header);
    }
    expect(text).toContain('szt. 1 1 000,00 1 000,00 23% 230,00 1 230,00');
    expect(text).toContain('Razem 1 000,00 230,00 1 230,00');
    expect(text).toContain('Zapłacono: 1 230,00 zł');
    expect(text).toContain('Do zapłaty: 0,00 zł');
    expect(text).toContain('Sposób płatności: BLIK');
    expect(text).toContain('Data zapłaty: 06.12.2026');
    expect(text).toContain('Identyfikator płatności: pi_3QaBcD0Kadr1234');
    expect(text).toContain('Numer KSeF: 5252838420-20261207-0100A0B1C2D3-4E');
    expect(text).not.toContain('Oczekuje');
    expect(text).toContain('Strona 1 z 1');
  });

  it('brings every Polish letter back intact, drawn with real glyphs of the embedded font', async () => {
    const { text, bytes } = await render(polishB2b(), ACCEPTED);
    expect(text).toContain(`(${POLISH_LETTERS.slice(0, 9)} ${POLISH_LETTERS.slice(9)})`);
    expect(text).toContain('ul. Świętokrzyska 12/4');
    expect(text).toContain('księgowość@zazolc.example');
    const ids = drawnGlyphIds(bytes);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).not.toContain('0000');
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('finds a character the font lacks (the check above can fail)', async () => {
    const { bytes } = await render(polishB2b([plLine('漢字 pakiet', 1, 100)]), ACCEPTED);
    expect(drawnGlyphIds(bytes)).toContain('0000');
  });

  it('sets the title, author and language, and gives the same bytes when rendered again', async () => {
    const first = await render(polishB2b(), ACCEPTED);
    expect(first.info).toMatchObject({ Title: 'KDR/2026/12/000123', Author: 'Kadr Sp. z o.o.' });
    expect(first.bytes.toString('latin1')).toContain('/Lang (pl-PL)');
    expect(first.info).toMatchObject({ CreationDate: 'D:20261207000000Z', ModDate: 'D:20261207000000Z' });
    const again = await renderInvoicePdf(polishB2b(), { ksef: ACCEPTED });
    expect(again.equals(first.bytes)).toBe(true);
  });

  it('renders an English reverse-charge invoice with the buyer’s VAT id, the statutory wording and PLN at the NBP rate', async () => {
    const { text, bytes } = await render(euReverseCharge(), PENDING);
    expect(text).toContain('Invoice No. KDR/2026/12/000124');
    expect(text).not.toContain('VAT invoice');
    expect(text).toContain('Date of issue: 7 December 2026');
    expect(text).toContain('VAT ID: DE811907980');
    expect(text).toContain('Germany');
    expect(text).toContain('Friedrichstraße 123');
    expect(text).toContain('pcs 3 49.00 147.00 RC 0.00 147.00');
    expect(text).toContain('Total 147.00 0.00 147.00');
    expect(text).toContain('Reverse charge (odwrotne obciążenie, RC)');
    expect(text).toContain('art. 196 of Council Directive 2006/112/EC');
    expect(text).toContain('622.03 0.00 622.03');
    expect(text).toContain('NBP exchange rate of 4 December 2026, table 236/A/NBP/2026: 1 EUR = PLN 4.2315');
    expect(text).toContain('Paid: €147.00');
    expect(text).toContain('Amount due: €0.00');
    expect(text).toContain('Payment method: card');
    expect(text).toContain('Awaiting a KSeF number');
    expect(bytes.toString('latin1')).toContain('/Lang (en)');
  });

  it('renders a USD sale outside the EU as not subject to Polish VAT, with its PLN amounts, in either language', async () => {
    const en = await render(usOutsideScope('en'), { status: 'sent', number: null });
    expect(en.text).toContain('United States');
    expect(en.text).toContain('1 1,234.56 1,234.56 n/a 0.00 1,234.56');
    expect(en.text).toContain('not subject to Polish VAT');
    expect(en.text).toContain('art. 28b of the Polish VAT Act');
    expect(en.text).toContain('Amounts in PLN');
    expect(en.text).toContain('4,507.62 0.00 4,507.62');
    expect(en.text).toContain('1 USD = PLN 3.6512');
    expect(en.text).toContain('Paid: $1,234.56');
    expect(en.text).toContain('Awaiting a KSeF number');

    const pl = await render(usOutsideScope('pl'), { status: 'sent', number: null });
    expect(pl.text).toContain('Faktura nr KDR/2026/12/000125');
    expect(pl.text).toContain('Stany Zjednoczone');
    expect(pl.text).toContain('1 234,56 1 234,56 np. 0,00 1 234,56');
    expect(pl.text).toContain('np. (nie podlega)');
    expect(pl.text).toContain('art. 28b ustawy o VAT');
    expect(pl.text).toContain('Kwoty w PLN');
    expect(pl.text).toContain('4 507,62 0,00 4 507,62');
    expect(pl.text).toContain('Kurs NBP z dnia 04.12.2026, tabela 236/A/NBP/2026: 1 USD = 3,6512 PLN');
    expect(pl.text).toContain('Zapłacono: 1 234,56 USD');
    expect(pl.text).toContain('Oczekuje na numer KSeF');
  });

  it('renders a consumer’s invoice as "Faktura" without a buyer tax id and says nothing about KSeF', async () => {
    const { text } = await render(consumer(), NONE);
    expect(text).toContain('Faktura nr KDR/2026/12/000126');
    expect(text).not.toContain('Faktura VAT');
    expect(text).toContain('Jan Łęcki');
    expect(text.match(/NIP:/g)).toHaveLength(1);
    expect(text).not.toContain('KSeF');
    expect(text).toContain('Do zapłaty: 0,00 zł');
  });

  it('prints the KSeF box by status: the number once accepted, else that one is awaited, nothing where KSeF does not apply', async () => {
    const cases: [KsefState, string | null][] = [
      [{ status: 'pending', number: null }, 'Oczekuje na numer KSeF'],
      [{ status: 'sent', number: null }, 'Oczekuje na numer KSeF'],
      [{ status: 'rejected', number: null }, 'Oczekuje na numer KSeF'],
      [{ status: 'accepted', number: null }, 'Oczekuje na numer KSeF'],
      [ACCEPTED, `Numer KSeF: ${ACCEPTED.number}`],
      [NONE, null],
    ];
    for (const [ksef, expected] of cases) {
      const { text } = await render(polishB2b(), ksef);
      if (expected) expect(text, ksef.status).toContain(expected);
      else expect(text, ksef.status).not.toContain('KSeF');
    }
    const english = await render(euReverseCharge(), ACCEPTED);
    expect(english.text).toContain(`KSeF number: ${ACCEPTED.number}`);
  });

  it('prints the verification QR code (KOD I) of an accepted invoice with its KSeF number under it, and none before', async () => {
    const verificationUrl = 'https://qr.ksef.mf.gov.pl/invoice/5252838420/07-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
    const rects = (bytes: Buffer): number => streams(bytes).reduce((n, content) => n + (content.match(/ re\n/g)?.length ?? 0), 0);
    const darkModules = encode(verificationUrl, { ecc: 'M', border: 0 }).data.flat().filter(Boolean).length;
    const plain = await render(polishB2b(), ACCEPTED);
    const withQr = await render(polishB2b(), { ...ACCEPTED, verificationUrl });
    expect(rects(withQr.bytes) - rects(plain.bytes)).toBe(darkModules);
    expect(withQr.text.split(ACCEPTED.number ?? '')).toHaveLength(3);
    expect(withQr.text).toContain('Zeskanuj kod QR, aby sprawdzić fakturę w Krajowym Systemie e-Faktur (KSeF).');
    const pending = await render(polishB2b(), { ...PENDING, verificationUrl });
    expect(rects(pending.bytes)).toBe(rects((await render(polishB2b(), PENDING)).bytes));
  });

  it('renders a correction with the corrected invoice, its KSeF number, the reason, and the lines before, after and the difference', async () => {
    const { text } = await render(correction(), PENDING);
    expect(text).toContain('Faktura korygująca nr KOR/2026/12/000004');
    expect(text).toContain('Korekta faktury nr KDR/2026/12/000123 z dnia 07.12.2026');
    expect(text).toContain('Numer KSeF faktury korygowanej: 5252838420-20261207-0100A0B1C2D3-4E');
    expect(text).toContain('Przyczyna korekty: Zwrot części ceny: niewykorzystane kredyty (60 z 120)');
    const before = text.indexOf('Przed korektą');
    const after = text.indexOf('Po korekcie');
    const difference = text.indexOf('Korekta (różnica)');
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
    expect(difference).toBeGreaterThan(after);
    expect(text.slice(before, after)).toContain('Razem 1 000,00 230,00 1 230,00');
    expect(text.slice(after, difference)).toContain('Razem 500,00 115,00 615,00');
    expect(text.slice(difference)).toContain('szt. 1 -500,00 -500,00 23% -115,00 -615,00');
    expect(text.slice(difference)).toContain('Razem -500,00 -115,00 -615,00');
    expect(text).toContain('Zwrócono: 615,00 zł');
    expect(text).toContain('Do zwrotu: 0,00 zł');
    expect(text).toContain('Data zwrotu: 20.12.2026');
  });

  it('wraps long names and paginates 40 lines under a repeated header, with the totals after the last line', async () => {
    const longName = 'Przedsiębiorstwo Handlowo-Usługowe „Zażółć Gęślą Jaźń” Spółka z ograniczoną odpowiedzialnością Spółka Komandytowo-Akcyjna';
    const lines = Array.from({ length: 40 }, (_, i) => plLine(`Usługa nr ${i + 1}: sesja zdjęciowa z bardzo długą nazwą, która musi się zawinąć w kolumnie`, 1, 10_000));
    const doc = { ...polishB2b(lines), buyer: { ...polishB2b().buyer, name: longName } };
    const { pages, text } = await render(doc, PENDING);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Wrapped over several lines of the buyer's block (a line may end at the hyphen of "Komandytowo-").
    const squeezed = (value: string): string => value.replace(/\s+/g, '');
    expect(squeezed(text)).toContain(squeezed(longName));
    const printedName = /NABYWCA\n([\s\S]*?)\nul\. Źródlana/.exec(pages[0] ?? '')?.[1] ?? '';
    expect(printedName.split('\n').length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Strona ${i + 1} z ${pages.length}`);
      expect(page).toContain('Faktura VAT nr KDR/2026/12/000123');
    });
    const pagesWithLines = pages.filter((page) => page.includes('Usługa nr'));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(2);
    for (const page of pagesWithLines) expect(page).toContain('Nazwa towaru lub usługi');
    let position = 0;
    for (let n = 1; n <= 40; n++) {
      const at = text.indexOf(`Usługa nr ${n}:`, position);
      expect(at, `line ${n}`).toBeGreaterThan(position);
      position = at;
    }
    const last = pages.at(-1) ?? '';
    expect(text.indexOf('Razem 4 000,00 920,00 4 920,00')).toBeGreaterThan(position);
    expect(last).toContain('Do zapłaty');
    expect(last).toContain('Oczekuje na numer KSeF');
  });

  it('rejects a document it cannot print rather than printing a wrong invoice', async () => {
    await expect(renderInvoicePdf({ ...polishB2b(), saleDate: '6.12.2026' }, { ksef: PENDING })).rejects.toThrow(/YYYY-MM-DD/);
    const fractional = { ...polishB2b(), totals: { netMinor: 100_000.5, vatMinor: 23_000, grossMinor: 123_000.5 } };
    await expect(renderInvoicePdf(fractional, { ksef: PENDING })).rejects.toThrow(/integer/);
  });
});

import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { validateFa3Xml } from '@kadr/server/modules/invoices/ksef/fa3-schema';

/** KSeF's identifiers and receipts as the double makes them, and its verification of a sent invoice. */

const day = (at: Date) => at.toISOString().slice(0, 10).replace(/-/g, '');
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/** A 36-character reference number: 20250625-SO-2C3E6C8000-B675CF5D68-07 (SO session, EE invoice, AU auth, CR challenge). */
export function referenceNumber(type: 'SO' | 'EE' | 'AU' | 'CR', at = new Date()): string {
  return `${day(at)}-${type}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

/** CRC-8, polynomial 0x07, initial 0 (faktury/numer-ksef.md). */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** NIP-YYYYMMDD-XXXXXXXXXXXX-CC: the seller, the day it was accepted, a technical part, the CRC-8 of the rest. */
export function ksefNumber(nip: string, at = new Date()): string {
  const data = `${nip}-${day(at)}-${hex(6)}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}

export const isValidKsefNumber = (n: string) => /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/.test(n) && crc8(n.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0') === n.slice(33);

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('base64');

/** The fields KSeF keys duplicates on (seller NIP, kind, number) and the issue date, read from the XML. */
export function invoiceFields(xml: string) {
  const pick = (re: RegExp) => re.exec(xml)?.[1] ?? '';
  return {
    sellerNip: pick(/<Podmiot1>[\s\S]*?<NIP>([^<]*)<\/NIP>/),
    kind: pick(/<RodzajFaktury>([^<]*)</),
    number: pick(/<P_2>([^<]*)</),
    issueDate: pick(/<P_1>([^<]*)</),
  };
}

export interface SentInvoice {
  invoiceHash: string;
  invoiceSize: number;
  encryptedInvoiceHash: string;
  encryptedInvoiceSize: number;
  encryptedInvoiceContent: string;
}

/** KSeF's status code for the invoice (200: accepted) and, when it could be read, its XML. */
export interface Verdict {
  code: number;
  description: string;
  details: string[];
  xml: string | null;
}

/**
 * What KSeF checks of a sent invoice (faktury/weryfikacja-faktury.md): the encrypted file's hash and size, that it
 * decrypts with the session's key (AES-256-CBC, PKCS#7), the plain file's hash and size, then the XML against the
 * session's schema (450 with the validator's messages) and the seller against the context (410).
 */
export async function verifyInvoice(body: SentInvoice, key: Buffer, iv: Buffer, contextNip: string): Promise<Verdict> {
  const encrypted = Buffer.from(body.encryptedInvoiceContent, 'base64');
  if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.length !== body.encryptedInvoiceSize) {
    return { code: 430, description: 'Błąd weryfikacji pliku faktury', details: ['Skrót lub rozmiar zaszyfrowanego pliku jest niezgodny z przesłanym'], xml: null };
  }
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
  } catch {
    return { code: 435, description: 'Błąd odszyfrowania pliku', details: [], xml: null };
  }
  if (sha256(plain) !== body.invoiceHash || plain.length !== body.invoiceSize) {
    return { code: 430, description: 'Błąd weryfikacji pliku faktury', details: ['Skrót lub rozmiar pliku faktury jest niezgodny z przesłanym'], xml: null };
  }
  const xml = plain.toString('utf8');
  const validation = await validateFa3Xml(xml);
  if (!validation.valid) return { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: validation.errors, xml };
  if (invoiceFields(xml).sellerNip !== contextNip) return { code: 410, description: 'Nieprawidłowy zakres uprawnień', details: [], xml };
  return { code: 200, description: 'Sukces', details: [], xml };
}

/** An invoice's UPO in the shape of the Ministry's examples (faktury/upo/przyklady/v4-3), unsigned. */
export function upoXml(input: { sessionReferenceNumber: string; nip: string; ksefNumber: string; xml: string; sentAt: Date; acquiredAt: Date }): string {
  const f = invoiceFields(input.xml);
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
\t<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów - dubler testowy Kadr</NazwaPodmiotuPrzyjmujacego>
\t<NumerReferencyjnySesji>${input.sessionReferenceNumber}</NumerReferencyjnySesji>
\t<Uwierzytelnienie>
\t\t<IdKontekstu>
\t\t\t<Nip>${input.nip}</Nip>
\t\t</IdKontekstu>
\t</Uwierzytelnienie>
\t<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
\t<KodFormularza>FA (3)</KodFormularza>
\t<Dokument>
\t\t<NipSprzedawcy>${f.sellerNip}</NipSprzedawcy>
\t\t<NumerKSeFDokumentu>${input.ksefNumber}</NumerKSeFDokumentu>
\t\t<NumerFaktury>${f.number}</NumerFaktury>
\t\t<DataWystawieniaFaktury>${f.issueDate}</DataWystawieniaFaktury>
\t\t<DataPrzeslaniaDokumentu>${input.sentAt.toISOString()}</DataPrzeslaniaDokumentu>
\t\t<DataNadaniaNumeruKSeF>${input.acquiredAt.toISOString()}</DataNadaniaNumeruKSeF>
\t\t<SkrotDokumentu>${sha256(Buffer.from(input.xml, 'utf8'))}</SkrotDokumentu>
\t\t<TrybWysylki>Online</TrybWysylki>
\t</Dokument>
</Potwierdzenie>
`;
}

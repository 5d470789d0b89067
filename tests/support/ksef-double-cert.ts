import { createHash, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * A self-signed X.509 certificate for an RSA key, DER-encoded by hand (node:crypto reads certificates but does not
 * make them): what the KSeF double publishes as the Ministry's public-key certificates.
 */

function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}
const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const nul = () => Buffer.from([0x05, 0x00]);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

function integer(bytes: Buffer): Buffer {
  return der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** UTCTime, YYMMDDHHMMSSZ. */
function time(at: Date): Buffer {
  const iso = at.toISOString();
  return der(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`));
}

const SHA256_WITH_RSA = seq(oid('1.2.840.113549.1.1.11'), nul());

export interface DoubleCertificate {
  privateKey: KeyObject;
  /** DER, Base64, as KSeF publishes it. */
  certificate: string;
  /** SHA-256 of the DER certificate, Base64. */
  certificateId: string;
  /** SHA-256 of the DER SubjectPublicKeyInfo, Base64. */
  publicKeyId: string;
  validFrom: Date;
  validTo: Date;
}

export function makeCertificate(commonName: string, validFrom: Date, validTo: Date): DoubleCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const name = seq(set(seq(oid('2.5.4.6'), der(0x13, Buffer.from('PL')))), set(seq(oid('2.5.4.3'), utf8(commonName))));
  const tbs = seq(
    der(0xa0, integer(Buffer.from([2]))),
    integer(createHash('sha256').update(spki).digest().subarray(0, 16)),
    SHA256_WITH_RSA,
    name,
    seq(time(validFrom), time(validTo)),
    name,
    spki,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  new X509Certificate(certificate); // throws if the encoding is wrong
  return {
    privateKey,
    certificate: certificate.toString('base64'),
    certificateId: createHash('sha256').update(certificate).digest('base64'),
    publicKeyId: createHash('sha256').update(spki).digest('base64'),
    validFrom,
    validTo,
  };
}

import { constants, createCipheriv, createHash, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';

/** One entry of `GET /security/public-key-certificates`. */
export interface KsefPublicKeyCertificate {
  /** X.509, DER, Base64 (no PEM armour). */
  certificate: string;
  certificateId?: string;
  /** Base64 SHA-256 of the key's SubjectPublicKeyInfo: named back to KSeF with what it encrypted. */
  publicKeyId?: string;
  validFrom: string;
  validTo: string;
  usage: string[];
}

export type KeyUsage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';

/** The certificate for a use, valid now; of several, the one valid from the latest (bezpieczenstwo/klucze-publiczne-do-szyfrowania.md). */
export function pickCertificate(certs: KsefPublicKeyCertificate[], usage: KeyUsage, now: Date): KsefPublicKeyCertificate {
  const t = now.getTime();
  const valid = certs
    .filter((c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= t && t < Date.parse(c.validTo))
    .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
  if (!valid[0]) throw new Error(`KSeF publishes no valid certificate for ${usage}`);
  return valid[0];
}

/** RSAES-OAEP with SHA-256 and MGF1(SHA-256), empty label, to the certificate's public key. */
export function encryptForKsef(cert: KsefPublicKeyCertificate, data: Buffer): Buffer {
  const key = new X509Certificate(Buffer.from(cert.certificate, 'base64')).publicKey;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/** A fresh AES-256 key and 128-bit IV for one session. */
export function newSessionKey(): { key: Buffer; iv: Buffer } {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

/** AES-256-CBC with PKCS#7 padding; the IV travels in the session's opening, not before the ciphertext. */
export function encryptInvoice(content: Buffer, key: Buffer, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(content), cipher.final()]);
}

/** What KSeF checks a file against: its SHA-256 (Base64) and its size in bytes. */
export function fileMetadata(content: Buffer): { hash: string; size: number } {
  return { hash: createHash('sha256').update(content).digest('base64'), size: content.length };
}

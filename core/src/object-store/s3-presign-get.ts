import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/** What a presigned GET carries besides the key: its lifetime, and the Content-Disposition S3 answers with. */
export interface PresignGetInput {
  key: string;
  expiresInSeconds: number;
  signingDate: Date;
  responseContentDisposition?: string;
}

const PROBE_KEY = 'kadr-presign-probe';
/** The parameters SigV4 itself puts in a presigned URL; the SDK adds others (x-id, x-amz-checksum-mode), kept as they are. */
const SIGV4_PARAMS = new Set(['X-Amz-Algorithm', 'X-Amz-Content-Sha256', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature']);

/** RFC 3986 percent-encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ (encodeURIComponent keeps !'()*). */
const encodeStrict = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Presigned S3 GET URLs (Signature Version 4, query string) computed here: the same URL the SDK's getSignedUrl
 * gives for the same key, time and lifetime, at a small part of its cost (about 0.3 ms per URL through the SDK's
 * middleware stack, two per image of a gallery of 200). Where the bucket lives (endpoint, path or virtual-host
 * style) and which extra query parameters the SDK adds are learnt once, from one URL the SDK presigns, so endpoint
 * resolution stays the SDK's; only the signing is done here. s3-presign-get.test.ts compares the two URL for URL.
 */
export class S3GetPresigner {
  private base: Promise<{ origin: URL; pathPrefix: string; host: string; extra: [string, string][] }> | null = null;
  private signingKey: { day: string; key: KeyObject } | null = null;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly credentials: { accessKeyId: string; secretAccessKey: string },
    private readonly region: string,
  ) {}

  async presign(input: PresignGetInput): Promise<string> {
    const { origin, pathPrefix, host, extra } = await (this.base ??= this.learnBase());
    const date = amzDate(input.signingDate);
    const day = date.slice(0, 8);
    const scope = `${day}/${this.region}/s3/aws4_request`;
    const params: [string, string][] = [
      ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
      ['X-Amz-Content-Sha256', 'UNSIGNED-PAYLOAD'],
      ['X-Amz-Credential', `${this.credentials.accessKeyId}/${scope}`],
      ['X-Amz-Date', date],
      ['X-Amz-Expires', String(input.expiresInSeconds)],
      ['X-Amz-SignedHeaders', 'host'],
      ...(input.responseContentDisposition !== undefined ? [['response-content-disposition', input.responseContentDisposition] as [string, string]] : []),
      ...extra,
    ];
    const encoded = params.map(([name, value]) => `${encodeStrict(name)}=${encodeStrict(value)}`).sort();
    const path = `${pathPrefix}${input.key.split('/').map(encodeStrict).join('/')}`;
    const canonicalRequest = `GET\n${path}\n${encoded.join('&')}\nhost:${host}\n\nhost\nUNSIGNED-PAYLOAD`;
    const stringToSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
    const signature = createHmac('sha256', this.keyFor(day)).update(stringToSign).digest('hex');
    // In the SDK's order (all parameters sorted, the signature among them), so the URL is the SDK's to the character.
    return `${origin.origin}${path}?${[...encoded, `X-Amz-Signature=${signature}`].sort().join('&')}`;
  }

  /** The derived signing key of a day (AWS4 + secret → date → region → service → aws4_request), kept for that day. */
  private keyFor(day: string): KeyObject {
    if (this.signingKey?.day !== day) {
      const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
      const derived = hmac(hmac(hmac(hmac(`AWS4${this.credentials.secretAccessKey}`, day), this.region), 's3'), 'aws4_request');
      this.signingKey = { day, key: createSecretKey(derived) };
    }
    return this.signingKey.key;
  }

  /** The bucket's origin, the path before a key and the SDK's own extra parameters, from one URL the SDK signs. */
  private async learnBase() {
    const probe = new URL(await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: PROBE_KEY }), { expiresIn: 60 }));
    if (!probe.pathname.endsWith(`/${PROBE_KEY}`)) throw new Error(`unexpected presigned URL shape: ${probe.pathname}`);
    const extra = [...probe.searchParams].filter(([name]) => !SIGV4_PARAMS.has(name));
    return { origin: probe, pathPrefix: probe.pathname.slice(0, -PROBE_KEY.length), host: probe.host, extra };
  }
}

import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { S3ObjectStore, type S3StoreOptions } from './s3-store';
import { attachmentDisposition } from './url-signing';
import { urlWindow } from './url-windows';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const stores: [string, Omit<S3StoreOptions, 'accessKeyId' | 'secretAccessKey'>][] = [
  ['an S3-compatible server, path style', { endpoint: 'http://127.0.0.1:7480', region: 'us-east-1', bucket: 'kadr', forcePathStyle: true }],
  ['an https endpoint on the default port', { endpoint: 'https://minio.example.com', region: 'eu-central-1', bucket: 'kadr-files', forcePathStyle: true }],
  ['AWS, path style', { region: 'eu-central-1', bucket: 'kadr.files', forcePathStyle: true }],
  ['AWS, virtual-hosted style', { region: 'us-east-1', bucket: 'kadr-files', forcePathStyle: false }],
];
const keys = ['users/0f8e2c1a/images/5b7d-thumb.jpg', "odd/a b+c!'()*~ł.jpg", 'x/ä/%41/e=f&g?.png'];

describe('S3 presigned GET URLs computed without the SDK', () => {
  it.each(stores)('are the URLs getSignedUrl gives, character for character (%s)', async (_name, options) => {
    const store = new S3ObjectStore({ ...options, ...credentials });
    for (const [i, key] of keys.entries()) {
      for (const downloadName of [undefined, 'Kadr headshot "1" – zdjęcie.jpg']) {
        // Across a day boundary too: the derived signing key is kept per day.
        const signingDate = new Date(Date.UTC(2026, 0, 1 + i, 23, 59, 58 + i));
        const ours = await new S3ObjectStore({ ...options, ...credentials, now: () => signingDate }).presignGet(key, { expiresInSeconds: 900, downloadName });
        // Signed as at the start of the URL's window, valid until its end (url-windows.ts).
        const window = urlWindow(signingDate.getTime(), 900);
        const sdk = await getSignedUrl(
          store.client,
          new GetObjectCommand({ Bucket: options.bucket, Key: key, ...(downloadName ? { ResponseContentDisposition: attachmentDisposition(downloadName) } : {}) }),
          { expiresIn: window.expiresAt - window.start, signingDate: new Date(window.start * 1000) },
        );
        expect(ours).toBe(sdk);
      }
    }
  });

  it('signs with the store clock, so a URL signed in the past carries the start of that time\'s window', async () => {
    const past = new Date('2020-05-06T07:08:09Z');
    const url = new URL(await new S3ObjectStore({ ...stores[0]![1], ...credentials, now: () => past }).presignGet('a/b.jpg', { expiresInSeconds: 60 }));
    // A 60 s lifetime has 30 s windows: signed as at 07:08:00, valid until 07:08:30 + 60 s.
    expect(url.searchParams.get('X-Amz-Date')).toBe('20200506T070800Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('90');
  });
});

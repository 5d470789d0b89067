import { Readable } from 'node:stream';
import { attachmentDisposition } from '@kadr/core/object-store/url-signing';

/** Headers of a file sent to be saved, never cached. */
export const attachmentHeaders = (contentType: string, fileName: string) => ({
  'content-type': contentType,
  'content-disposition': attachmentDisposition(fileName),
  'cache-control': 'private, no-store',
});

/** A ZIP sent as it is produced: the body is pulled as the client reads, never held whole. */
export function zipResponse(zip: { fileName: string; body: AsyncIterable<Uint8Array> }): Response {
  return new Response(Readable.toWeb(Readable.from(zip.body)) as ReadableStream<Uint8Array>, { headers: attachmentHeaders('application/zip', zip.fileName) });
}

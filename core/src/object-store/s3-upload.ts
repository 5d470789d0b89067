import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';

export interface UploadTarget {
  Bucket: string;
  Key: string;
  ContentType: string;
  CacheControl?: string;
}

/** The part buffer's first size (it doubles up to the part size). */
const FIRST_BUFFER = 256 * 1024;

/** S3's smallest part (except the last one). */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * Uploads a stream of unknown length. S3 needs a Content-Length on every request, so a body that fits in one
 * part is buffered and sent as one PUT; a longer one goes up as a multipart upload, and the upload is aborted when
 * anything fails (no orphaned parts). The stream's chunks are copied into one part buffer, grown once to the part
 * size and reused for every part (a part is sent before the next one fills it), so an upload of any size holds one part in
 * memory: a 1 GB data export grows a worker by about a part, not by a part and its copies in garbage.
 */
export async function uploadStream(client: S3Client, target: UploadTarget, body: Readable, partSize: number): Promise<void> {
  let part: Buffer | undefined;
  let filled = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  const { Bucket, Key } = target;

  const sendPart = async (data: Buffer) => {
    const PartNumber = parts.length + 1;
    const res = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: data, ContentLength: data.length }));
    parts.push({ ETag: res.ETag, PartNumber });
  };

  try {
    for await (const chunk of body) {
      // A view of the chunk, not a copy.
      let buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength);
      while (buf.length > 0) {
        // The part buffer grows (doubling) to partSize as the first part fills: a small body takes about its size.
        if (!part || (filled === part.length && part.length < partSize)) {
          const grown = Buffer.allocUnsafe(Math.min(partSize, Math.max(FIRST_BUFFER, (part?.length ?? 0) * 2, buf.length)));
          part?.copy(grown, 0, 0, filled);
          part = grown;
        }
        const n = Math.min(buf.length, part.length - filled);
        buf.copy(part, filled, 0, n);
        filled += n;
        buf = buf.subarray(n);
        if (filled < partSize) continue;
        uploadId ??= (await client.send(new CreateMultipartUploadCommand(target))).UploadId;
        await sendPart(part);
        filled = 0;
      }
    }
    const rest = part ? part.subarray(0, filled) : Buffer.alloc(0);
    if (!uploadId) {
      await client.send(new PutObjectCommand({ ...target, Body: rest, ContentLength: rest.length }));
      return;
    }
    if (rest.length > 0) await sendPart(rest);
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
  } catch (err) {
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
    throw err;
  }
}

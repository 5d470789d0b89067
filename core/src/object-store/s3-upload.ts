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

/** S3's smallest part (except the last one). */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

/**
 * Uploads a stream of unknown length. S3 needs a Content-Length on every request, so a body that fits in one
 * part is buffered and sent as one PUT; a longer one goes up as a multipart upload, one part in memory at a
 * time, and the upload is aborted when anything fails (no orphaned parts).
 */
export async function uploadStream(client: S3Client, target: UploadTarget, body: Readable, partSize: number): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
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
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      pending.push(buf);
      pendingBytes += buf.length;
      if (pendingBytes < partSize) continue;
      uploadId ??= (await client.send(new CreateMultipartUploadCommand(target))).UploadId;
      await sendPart(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    }
    const rest = Buffer.concat(pending);
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

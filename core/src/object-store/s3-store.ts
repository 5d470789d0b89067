import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { assertSafeKey, assertSafePrefix } from './keys';
import type {
  ListedObject,
  ObjectBody,
  ObjectInfo,
  ObjectStore,
  PresignedPut,
  PresignGetOptions,
  PresignPutOptions,
  PutOptions,
  StoredObject,
  StoreInternals,
} from './object-store';
import { S3GetPresigner } from './s3-presign-get';
import { MIN_PART_SIZE, uploadStream } from './s3-upload';
import { attachmentDisposition, checkPresignGet, checkPresignPut } from './url-signing';
import { SignedUrlCache, urlWindow } from './url-windows';

export interface S3StoreOptions extends StoreInternals {
  /** Unset = AWS; otherwise the S3-compatible server (radosgw, MinIO …). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Streams longer than this go up as multipart uploads of this part size. */
  partSize?: number;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** S3 (or a compatible server). Presigned URLs let browsers upload and download straight from the bucket. */
export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly now: () => Date;
  private readonly listPageSize: number;
  private readonly partSize: number;
  private readonly deleteBatchSize: number;
  private readonly getPresigner: S3GetPresigner;
  private readonly getUrls = new SignedUrlCache();

  constructor(opts: S3StoreOptions) {
    this.client = new S3Client({
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      region: opts.region,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      forcePathStyle: opts.forcePathStyle,
      // Otherwise the SDK sends stream bodies aws-chunked with trailing checksums, which radosgw refuses (411).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.bucket = opts.bucket;
    this.getPresigner = new S3GetPresigner(this.client, opts.bucket, { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }, opts.region);
    this.now = opts.now ?? (() => new Date());
    this.listPageSize = Math.min(opts.listPageSize ?? 1000, 1000);
    this.partSize = Math.max(opts.partSize ?? 8 * 1024 * 1024, MIN_PART_SIZE);
    this.deleteBatchSize = Math.min(opts.deleteBatchSize ?? 1000, 1000);
  }

  async put(key: string, body: ObjectBody, opts: PutOptions): Promise<void> {
    const target = { Bucket: this.bucket, Key: assertSafeKey(key), ContentType: opts.contentType, ...(opts.cacheControl ? { CacheControl: opts.cacheControl } : {}) };
    if (body instanceof Readable) return uploadStream(this.client, target, body, this.partSize);
    await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.byteLength }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
      return {
        body: res.Body as Readable,
        contentType: res.ContentType ?? 'application/octet-stream',
        size: res.ContentLength ?? 0,
        ...(res.CacheControl ? { cacheControl: res.CacheControl } : {}),
      };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
      return {
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
        lastModified: res.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertSafePrefix(prefix);
    const out: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.listPageSize, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key !== undefined) out.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  async deleteMany(keys: string[]): Promise<void> {
    keys.forEach((key) => assertSafeKey(key));
    for (let i = 0; i < keys.length; i += this.deleteBatchSize) {
      const batch = keys.slice(i, i + this.deleteBatchSize);
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = res.Errors ?? [];
      if (failed.length) {
        const sample = failed.slice(0, 3).map((e) => `${e.Key}: ${e.Code}`).join(', ');
        throw new Error(`S3 refused to delete ${failed.length} of ${batch.length} objects (${sample})`);
      }
    }
  }

  async presignPut(key: string, opts: PresignPutOptions): Promise<PresignedPut> {
    checkPresignPut(opts);
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key), ContentType: opts.contentType });
    // Content-Type is a signed header: an upload with another type fails the signature check (403).
    const url = await getSignedUrl(this.client, command, {
      expiresIn: opts.expiresInSeconds,
      signingDate: this.now(),
      signableHeaders: new Set(['content-type']),
    });
    return { url, method: 'PUT', headers: { 'content-type': opts.contentType } };
  }

  async presignGet(key: string, opts: PresignGetOptions): Promise<string> {
    checkPresignGet(opts);
    assertSafeKey(key);
    // One URL per object and window (url-windows.ts): the same in every request of the window, signed once, as at
    // the window's start, so X-Amz-Date and X-Amz-Expires are the window's too.
    const window = urlWindow(this.now().getTime(), opts.expiresInSeconds);
    const id = `${opts.expiresInSeconds}\n${key}\n${opts.downloadName ?? ''}`;
    const known = this.getUrls.lookup(id, window);
    if (known !== undefined) return known;
    // The URL getSignedUrl would give, signed here (s3-presign-get.ts): lists sign two per image.
    const url = await this.getPresigner.presign({
      key,
      expiresInSeconds: window.expiresAt - window.start,
      signingDate: new Date(window.start * 1000),
      ...(opts.downloadName ? { responseContentDisposition: attachmentDisposition(opts.downloadName) } : {}),
    });
    return this.getUrls.remember(id, window, url);
  }
}

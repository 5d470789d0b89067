import { AbortMultipartUploadCommand, CreateBucketCommand, DeleteBucketCommand, DeleteObjectsCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startRadosgw, type S3Settings } from './radosgw';

let shared: Promise<S3Settings> | undefined;

/**
 * The S3 server for this run: S3_TEST_ENDPOINT (+ S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY) when set,
 * else one radosgw per run, started by whichever test worker asks first; the others wait for its settings.
 */
export function s3Settings(): Promise<S3Settings> {
  shared ??= fromEnv() ?? sharedRadosgw(inject('rgwRunDir'));
  return shared;
}

function fromEnv(): Promise<S3Settings> | null {
  const endpoint = process.env.S3_TEST_ENDPOINT;
  if (!endpoint) return null;
  const accessKeyId = process.env.S3_TEST_ACCESS_KEY_ID;
  const secretAccessKey = process.env.S3_TEST_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_TEST_ENDPOINT needs S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY');
  return Promise.resolve({ endpoint, accessKeyId, secretAccessKey });
}

async function sharedRadosgw(runDir: string): Promise<S3Settings> {
  const ready = join(runDir, 'ready.json');
  const failed = join(runDir, 'failed.txt');
  let starter = true;
  try {
    mkdirSync(join(runDir, 'lock')); // atomic: exactly one worker gets to start the cluster
  } catch {
    starter = false;
  }
  if (starter) {
    try {
      const rgw = await startRadosgw(join(runDir, 'cluster'));
      console.log(`[tests] radosgw started in ${(rgw.startupMs / 1000).toFixed(1)} s`);
      const settings: S3Settings = { endpoint: rgw.endpoint, accessKeyId: rgw.accessKeyId, secretAccessKey: rgw.secretAccessKey };
      writeFileSync(`${ready}.tmp`, JSON.stringify(settings));
      renameSync(`${ready}.tmp`, ready);
      return settings;
    } catch (err) {
      writeFileSync(failed, err instanceof Error ? err.message : String(err));
      throw err;
    }
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as S3Settings;
    if (existsSync(failed)) throw new Error(`radosgw failed to start in another test worker:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting for another test worker to start radosgw');
}

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    endpoint: s.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A fresh, empty bucket for one test file; `remove` deletes it (it must be empty by then, unless `force`: then its
 * objects and unfinished multipart uploads — a process killed mid-upload leaves one — go first).
 */
export async function createTestBucket(s: S3Settings): Promise<{ bucket: string; remove(options?: { force?: boolean }): Promise<void> }> {
  const client = s3Client(s);
  const bucket = `kadr-test-${randomBytes(6).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    async remove(options = {}) {
      if (options.force) {
        for (;;) {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
          const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
          if (keys.length === 0) break;
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
        }
        const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
        for (const u of uploads.Uploads ?? []) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: u.Key!, UploadId: u.UploadId! }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}

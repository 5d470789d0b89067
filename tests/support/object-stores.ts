import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadEnv } from '@kadr/core/env';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import type { ObjectStore, StoreInternals } from '@kadr/core/object-store/object-store';
import { createTestBucket, s3Settings } from './s3';
import { createTestApp, type TestApp } from './test-app';

export interface StoreFixture {
  store: ObjectStore;
  /** Another store over the same folder or bucket (same signing key), with test seams set. */
  variant(internals: StoreInternals): ObjectStore;
  /** Fetches a signed URL as a page of the app does: a same-origin path (the local store's) against the app. */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a real port with STORAGE_DRIVER=local: signed URLs are fetched over HTTP like a browser does. */
export async function localStoreFixture(): Promise<StoreFixture & { app: TestApp; baseUrl: string }> {
  // The port must be known before the app is built (it is the app's PUBLIC_URL), so the handler comes later.
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const app = await createTestApp({ STORAGE_DRIVER: 'local', PUBLIC_URL: baseUrl });
  handler = getRequestListener(app.app.fetch);
  return {
    app,
    baseUrl,
    store: app.services.store,
    variant: (internals) => createObjectStore(app.services.env, internals),
    fetch: (url, init) => fetch(new URL(url, baseUrl), init),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** An S3 store on a fresh bucket of the run's radosgw (or S3_TEST_ENDPOINT), configured through loadEnv. */
export async function s3StoreFixture(): Promise<StoreFixture> {
  const settings = await s3Settings();
  const bucket = await createTestBucket(settings);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-data-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  });
  const store = createObjectStore(env);
  return {
    store,
    variant: (internals) => createObjectStore(env, internals),
    fetch: (url, init) => fetch(url, init),
    async close() {
      await store.deleteMany((await store.list('')).map((o) => o.key));
      await bucket.remove();
    },
  };
}

import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// With the S3 store, images and videos are shown from its signed URLs (another origin than the app's): the page's
// Content-Security-Policy must let that origin serve them, and no other besides what it always allowed.
const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'kadr', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

async function directives(overrides: Record<string, string>, apps: TestApp[]) {
  const t = await createTestApp(overrides);
  apps.push(t);
  const res = await t.app.fetch(new Request('http://kadr.test/en/login'));
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const policy = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('Content-Security-Policy and the object store', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it("allows the S3 endpoint's origin for images and videos, only the app's own with the local store", async () => {
    const [local, endpoint, httpsEndpoint, virtualHost, aws] = await Promise.all([
      directives({}, apps),
      directives({ ...S3, S3_ENDPOINT: 'http://files.localhost/ignored/path' }, apps),
      directives({ ...S3, S3_ENDPOINT: 'https://files.kadr.example:8443' }, apps),
      directives({ ...S3, S3_ENDPOINT: 'http://s3.kadr.example:9000', S3_FORCE_PATH_STYLE: 'false' }, apps),
      directives(S3, apps),
    ]);
    expect(local['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(local['media-src']).toEqual(["'self'", 'blob:']);
    expect(endpoint['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://files.localhost']);
    expect(endpoint['media-src']).toEqual(["'self'", 'blob:', 'http://files.localhost']);
    expect(httpsEndpoint['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(httpsEndpoint['media-src']).toEqual(["'self'", 'blob:', 'https://files.kadr.example:8443']);
    // Without path style the URLs name the bucket's host under the endpoint.
    expect(virtualHost['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://kadr.s3.kadr.example:9000']);
    expect(virtualHost['media-src']).toEqual(["'self'", 'blob:', 'http://kadr.s3.kadr.example:9000']);
    // AWS (no endpoint): the bucket's host depends on region and addressing style; any https origin, as for images.
    expect(aws['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(aws['media-src']).toEqual(["'self'", 'blob:', 'https:']);
    for (const d of [local, endpoint, httpsEndpoint, virtualHost, aws]) expect(d['default-src']).toEqual(["'self'"]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '../support/graphql';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';
import { collect, listen, wsClient } from '../support/ws-server';
import { waitFor } from '../support/wait';

// The app as production runs it (NODE_ENV=production), with a minimal built web app to serve.
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'kadr-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Kadr</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'routes.json'), JSON.stringify({ languages: ['en', 'pl'], slugs: ['', 'login'] }));
  t = await createTestApp({ NODE_ENV: 'production', CLIENT_DIST_DIR: dist, CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

const password = 'correct horse';
let n = 0;

async function signIn(admin = false) {
  const email = `prod${++n}-${Date.now()}@example.com`;
  expect((await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Ola' })).status).toBe(201);
  const link = await linkFromOutbox(t.services, email, 'confirm_email');
  await call(t.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') });
  if (admin) await t.services.prisma.user.update({ where: { email }, data: { isAdmin: true } });
  const login = await call(t.app, 'POST', '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('GraphQL in production', () => {
  it('answers introspection to signed-in admins only', async () => {
    const refused = [await postGraphQL(t, INTROSPECTION), await postGraphQL(t, '{ __type(name: "User") { name } }'), await postGraphQL(t, INTROSPECTION, await signIn())];
    for (const r of refused) {
      expect(r.result.data ?? null).toBeNull();
      expect(r.result.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'INTROSPECTION_DISABLED' }) })]);
    }
    const admin = await postGraphQL(t, INTROSPECTION, await signIn(true));
    expect(admin.result.errors).toBeUndefined();
    expect(admin.result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    // __typename is no introspection of the schema: clients keep it.
    expect((await postGraphQL(t, '{ __typename }')).result.data).toEqual({ __typename: 'Query' });
  });

  it('gives no "Did you mean" hints in validation and variable errors', async () => {
    const field = await postGraphQL(t, '{ mee { id } }');
    expect(field.result.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    const literal = await postGraphQL(t, '{ generatedImages(sort: NEWES) { totalCount } }');
    expect(literal.result.errors?.[0]?.message).toMatch(/^Value "NEWES" does not exist in "HeadshotSort" enum\.$/);
    const variable = await call(t.app, 'POST', '/graphql', { query: 'query ($s: HeadshotSort) { generatedImages(sort: $s) { totalCount } }', variables: { s: 'NEWES' } });
    expect(variable.body.errors?.[0]?.message).toMatch(/NEWES/);
    expect(JSON.stringify([field.result, literal.result, variable.body])).not.toMatch(/Did you mean|NEWEST|"me"/);
  });

  it('refuses introspection and hints over graphql-ws too', async () => {
    const server = await listen(t);
    const client = wsClient(server.wsUrl);
    try {
      const feed = collect<unknown>(client, INTROSPECTION);
      const typo = collect<unknown>(client, '{ mee { id } }');
      await waitFor(() => feed.errors.length > 0 && typo.errors.length > 0, { what: 'the refusals over graphql-ws' });
      expect(feed.events).toEqual([]);
      expect(JSON.stringify(feed.errors)).toMatch(/introspection/i);
      expect(JSON.stringify(typo.errors)).toMatch(/Cannot query field \\"mee\\"/);
      expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    } finally {
      await client.dispose();
      await server.close();
    }
  });

  it('sends CORS headers to its own and the configured origins only, never echoing another', async () => {
    const query = { query: '{ __typename }' };
    const evil = await call(t.app, 'POST', '/graphql', query, { origin: 'https://evil.example' });
    expect(evil.status).toBe(200);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await t.app.fetch(
      new Request('http://kadr.test/graphql', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    for (const origin of ['http://kadr.test', 'https://partner.example']) {
      const ok = await call(t.app, 'POST', '/graphql', query, { origin });
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });
});

describe('tokens and pages in production', () => {
  it('refuses an access token without an expiry, even one signed with the real key', async () => {
    const token = await signIn();
    const { sub, sid } = decodeJwt(token);
    const key = new TextEncoder().encode(t.services.env.JWT_SECRET);
    const forever = await new SignJWT({ sid, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!).setIssuedAt().sign(key);
    expect((await call(t.app, 'GET', '/api/profiles', undefined, bearer(token))).status).toBe(200);
    const r = await call(t.app, 'GET', '/api/profiles', undefined, bearer(forever));
    expect(r.status).toBe(401);
  });

  it('sends the Content-Security-Policy with every HTML page, / and /index.html included', async () => {
    for (const path of ['/', '/index.html', '/en/login', '/en/no-such-page']) {
      const res = await t.app.fetch(new Request(`http://kadr.test${path}`));
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    }
  });
});

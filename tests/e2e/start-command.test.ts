import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../support/spawn-server';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// The README's start command, on the embedded defaults (PGlite, outbox mail), as a user runs it.
describe('npm start on embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-smoke-'));
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('serves the web app, GraphQL and the REST facade on one origin', async () => {
    // As a user runs it: with the style-preview rendering that the first start does in the background.
    server = await spawnServer({ DATA_DIR: dataDir, STYLE_PRESETS_SYNC: 'true' });
    const page = await fetch(`${server.url}/en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');

    const gql = await post(`${server.url}/graphql`, { query: '{ me { id } }' });
    expect(await gql.json()).toEqual({ data: { me: null } });

    const reg = await post(`${server.url}/api/auth/register`, { email: 'smoke@example.com', password: 'secret!', fullName: 'Smoke' });
    expect(reg.status).toBe(201);
    const mailbox = await (await fetch(`${server.url}/dev/mailbox.json?to=smoke@example.com`)).json();
    expect(mailbox[0].subject).toMatch(/confirm/i);
  });

  it('keeps accounts across a restart, in the data folder', async () => {
    await server!.stop();
    server = await spawnServer({ DATA_DIR: dataDir });
    const login = await post(`${server.url}/api/auth/login`, { email: 'smoke@example.com', password: 'secret!' });
    // The account is still there, waiting for its email confirmation.
    expect(login.status).toBe(403);
    expect((await login.json()).error.message).toBe('Email not confirmed');
  });
});

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestApp } from '../support/serve-app';

// A real port: a chunked body (no Content-Length) is read by Node's HTTP parser as it arrives, as in production.
let served: Awaited<ReturnType<typeof serveTestApp>>;
beforeAll(async () => {
  served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
});
afterAll(() => served.close());

const post = (body: BodyInit, headers: Record<string, string>) =>
  fetch(`${served.url}/graphql`, { method: 'POST', headers, body });

describe('/graphql request bodies', () => {
  it('answers a query and its variables under 1 MB', async () => {
    const res = await post(JSON.stringify({ query: 'query Echo($s: String!) { __type(name: $s) { name } }', variables: { s: 'x'.repeat(900_000) } }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __type: null } });
  });

  it('refuses a declared body over 1 MB with 413 and a GraphQL-shaped error', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }', variables: { s: 'x'.repeat(1_100_000) } }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.errors[0]!.message).toMatch(/too large/);
  });

  it('stops reading an endless chunked body (no Content-Length) at the limit and answers 413', async () => {
    const url = new URL(`${served.url}/graphql`);
    let sent = 0;
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' } });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text });
        });
      });
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.write('{"query":"{ __typename }","variables":{"s":"');
      // Writes until the server answers: the body never ends, so only a limit enforced while reading ends it.
      const pump = () => {
        while (!answered && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // Answered long before the 64 MB the client was ready to send (socket buffers hold a few MB at most).
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses multipart (the GraphQL upload spec) with 415, pointing to the REST upload routes', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation ($f: Upload) { __typename }', variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([Buffer.alloc(1024)], { type: 'image/jpeg' }), 'selfie.jpg');
    const res = await fetch(`${served.url}/graphql`, { method: 'POST', body: form });
    expect(res.status).toBe(415);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.errors[0]!.message).toMatch(/\/api\/ai\/models\/:id\/photos/);
  });
});

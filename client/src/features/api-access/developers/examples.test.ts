import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { exampleDocuments, verifySnippet, walkthrough } from './examples';

const schema = buildSchema(readFileSync(new URL('../../../../../schema.graphql', import.meta.url), 'utf8'));

type Verify = (secret: string, headers: Record<string, string>, body: string) => boolean;

async function loadSnippet(): Promise<Verify> {
  const file = join(mkdtempSync(join(tmpdir(), 'kadr-snippet-')), 'verify.mjs');
  writeFileSync(file, verifySnippet);
  return ((await import(pathToFileURL(file).href)) as { verifyKadrWebhook: Verify }).verifyKadrWebhook;
}

describe('developer page examples', () => {
  it('are valid operations of the real schema', () => {
    for (const document of exampleDocuments) expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  it('send a JSON body that parses, with the shell variable outside the quotes', () => {
    const train = walkthrough('http://localhost:5137').find((s) => s.step === 'train')!.code;
    const body = /-d '(.*)'$/s.exec(train)![1]!.replace(`'"$MODEL_ID"'`, 'm1');
    expect(JSON.parse(body)).toMatchObject({ variables: { modelId: 'm1' } });
  });

  it('verify a delivery signed by the standardwebhooks package, and refuse a changed body or an old timestamp', async () => {
    const verify = await loadSnippet();
    const secret = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
    const body = JSON.stringify({ type: 'training.succeeded', data: { jobId: 'j1' } });
    const now = new Date();
    const signature = new Webhook(secret).sign('msg_1', now, body);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': `v1,bogus ${signature}` };
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(secret, headers, body.replace('j1', 'j2'))).toBe(false);
    const old = new Date(now.getTime() - 600_000);
    const oldHeaders = { ...headers, 'webhook-timestamp': String(Math.floor(old.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign('msg_1', old, body) };
    expect(verify(secret, oldHeaders, body)).toBe(false);
  });
});

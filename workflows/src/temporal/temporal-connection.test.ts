import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import type { OutboxWriter } from '@kadr/core/queue/job-outbox';
import { checkNamespace, connectionOptions, temporalConfig, type TemporalConfig } from './temporal-connection';
import { connectTemporalTrainingRunner } from './temporal-runner';
import { startTemporalTrainingWorker } from './worker';

// Temporal connection settings for a real cluster (TLS, mTLS, API key) and the namespace check at start. No Temporal
// server runs here; the end-to-end cases talk to a small gRPC server that answers DescribeNamespace the way the
// frontend does (NOT_FOUND for a namespace it lacks), over TLS with a CA and a client certificate made for the test.

const base = { JWT_SECRET: 'x'.repeat(32) };
const config = (env: Record<string, string>) => temporalConfig(loadEnv({ ...base, ...env }));

describe('Temporal connection settings from configuration', () => {
  it('is plain gRPC to a local cluster, and none at all without TEMPORAL_ADDRESS', () => {
    expect(config({})).toBeNull();
    expect(config({ TEMPORAL_ADDRESS: '127.0.0.1:7233' })).toEqual({ address: '127.0.0.1:7233', namespace: 'default', tls: false });
    expect(connectionOptions(config({ TEMPORAL_ADDRESS: '127.0.0.1:7233' })!)).toEqual({ address: '127.0.0.1:7233', tls: false });
  });

  it('uses TLS with a self-hosted cluster’s CA, server name and client certificate (mTLS), the PEM files read at connect', () => {
    const cfg = config({
      TEMPORAL_ADDRESS: 'temporal.internal:7233',
      TEMPORAL_NAMESPACE: 'kadr',
      TEMPORAL_TLS_SERVER_NAME: 'frontend.temporal.internal',
      TEMPORAL_TLS_CA_FILE: '/etc/kadr/ca.pem',
      TEMPORAL_TLS_CERT_FILE: '/etc/kadr/client.pem',
      TEMPORAL_TLS_KEY_FILE: '/etc/kadr/client.key',
    })!;
    expect(cfg).toEqual({
      address: 'temporal.internal:7233',
      namespace: 'kadr',
      tls: { serverName: 'frontend.temporal.internal', caFile: '/etc/kadr/ca.pem', certFile: '/etc/kadr/client.pem', keyFile: '/etc/kadr/client.key' },
    });
    const read = (path: string) => Buffer.from(`pem of ${path}`);
    expect(connectionOptions(cfg, read)).toEqual({
      address: 'temporal.internal:7233',
      tls: {
        serverNameOverride: 'frontend.temporal.internal',
        serverRootCACertificate: Buffer.from('pem of /etc/kadr/ca.pem'),
        clientCertPair: { crt: Buffer.from('pem of /etc/kadr/client.pem'), key: Buffer.from('pem of /etc/kadr/client.key') },
      },
    });
    expect(() => connectionOptions({ ...cfg, tls: { caFile: '/no/such/ca.pem' } })).toThrow('TEMPORAL_TLS_CA_FILE: cannot read /no/such/ca.pem (ENOENT)');
  });

  it('uses TLS with the system’s CAs and the API key for Temporal Cloud', () => {
    const cfg = config({ TEMPORAL_ADDRESS: 'us-east-1.aws.api.temporal.io:7233', TEMPORAL_NAMESPACE: 'kadr-prod.a1b2c', TEMPORAL_API_KEY: 'tc-key' })!;
    expect(cfg).toEqual({ address: 'us-east-1.aws.api.temporal.io:7233', namespace: 'kadr-prod.a1b2c', tls: {}, apiKey: 'tc-key' });
    expect(connectionOptions(cfg)).toEqual({ address: 'us-east-1.aws.api.temporal.io:7233', tls: {}, apiKey: 'tc-key' });
    expect(config({ TEMPORAL_ADDRESS: 'temporal.example:7233', TEMPORAL_TLS: 'true' })!.tls).toEqual({});
  });

  it('names a setting that is wrong or missing its pair', () => {
    expect(() => loadEnv({ ...base, TEMPORAL_TLS_CERT_FILE: '/c.pem' })).toThrow(/TEMPORAL_TLS_KEY_FILE: required with TEMPORAL_TLS_CERT_FILE/);
    expect(() => loadEnv({ ...base, TEMPORAL_TLS_KEY_FILE: '/c.key' })).toThrow(/TEMPORAL_TLS_CERT_FILE: required with TEMPORAL_TLS_KEY_FILE/);
    expect(() => loadEnv({ ...base, TEMPORAL_TLS: 'false', TEMPORAL_API_KEY: 'k' })).toThrow(/TEMPORAL_TLS: must not be false with TEMPORAL_API_KEY/);
    expect(() => loadEnv({ ...base, TEMPORAL_TLS: 'maybe' })).toThrow(/TEMPORAL_TLS: must be true or false/);
  });
});

describe('the namespace check at start', () => {
  const cfg: TemporalConfig = { address: 'temporal.example:7233', namespace: 'kadr', tls: {}, apiKey: 'k' };
  const failing = (err: object) => ({ describeNamespace: async () => Promise.reject(Object.assign(new Error('refused'), err)) });

  it('asks for the configured namespace and passes when the cluster has it', async () => {
    const asked: unknown[] = [];
    await checkNamespace({ describeNamespace: async (req) => void asked.push(req) }, cfg);
    expect(asked).toEqual([{ namespace: 'kadr' }]);
  });

  it('stops the start with a message naming what to fix: a missing namespace, refused credentials, a cluster out of reach', async () => {
    await expect(checkNamespace(failing({ code: 5, details: 'Namespace kadr is not found.' }), cfg)).rejects.toThrow(
      'TEMPORAL_NAMESPACE: namespace "kadr" does not exist on temporal.example:7233',
    );
    await expect(checkNamespace(failing({ code: 16, details: 'invalid API key' }), cfg)).rejects.toThrow(
      'Temporal at temporal.example:7233 refused access to namespace "kadr" (invalid API key): check TEMPORAL_API_KEY',
    );
    await expect(checkNamespace(failing({ code: 7, details: 'Request unauthorized.' }), { ...cfg, apiKey: undefined, tls: { certFile: 'c', keyFile: 'k' } })).rejects.toThrow(
      /check TEMPORAL_TLS_CERT_FILE \/ TEMPORAL_TLS_KEY_FILE$/,
    );
    await expect(checkNamespace(failing({ code: 14, details: 'connection refused' }), cfg)).rejects.toThrow('Temporal at temporal.example:7233 did not answer for namespace "kadr": connection refused');
  });
});

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * A gRPC server that answers WorkflowService/DescribeNamespace as a Temporal frontend does (only `kadr` exists), over
 * mTLS: its certificate, for `frontend.kadr.test`, is signed by a test CA that also signs the client's.
 */
describe.skipIf(!hasOpenssl)('connecting over mTLS to a frontend that checks the namespace', () => {
  let dir: string;
  let server: grpc.Server;
  let address: string;
  const seen: { namespace: string; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kadr-temporal-tls-'));
    const ssl = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    ssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Kadr test CA']);
    for (const [name, cn, ext] of [['server', 'frontend.kadr.test', 'subjectAltName=DNS:frontend.kadr.test'], ['client', 'kadr-worker', 'extendedKeyUsage=clientAuth']] as const) {
      ssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`]);
      writeFileSync(join(dir, `${name}.ext`), `${ext}\n`);
      ssl(['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.pem`, '-days', '1', '-extfile', `${name}.ext`]);
    }
    server = new grpc.Server();
    const bytes = { serialize: (b: Buffer) => b, deserialize: (b: Buffer) => b };
    server.addService(
      {
        DescribeNamespace: {
          path: '/temporal.api.workflowservice.v1.WorkflowService/DescribeNamespace',
          requestStream: false,
          responseStream: false,
          requestSerialize: bytes.serialize,
          requestDeserialize: bytes.deserialize,
          responseSerialize: bytes.serialize,
          responseDeserialize: bytes.deserialize,
        },
      },
      {
        DescribeNamespace: (call: grpc.ServerUnaryCall<Buffer, Buffer>, callback: grpc.sendUnaryData<Buffer>) => {
          // DescribeNamespaceRequest field 1 (namespace), a length-delimited string.
          const namespace = call.request[0] === 0x0a ? call.request.subarray(2, 2 + call.request[1]!).toString('utf8') : '';
          seen.push({ namespace, authorization: call.metadata.get('authorization')[0]?.toString() });
          if (namespace === 'kadr') return callback(null, Buffer.alloc(0));
          callback({ code: grpc.status.NOT_FOUND, details: `Namespace ${namespace} is not found.` });
        },
      },
    );
    const pem = (name: string) => readFileSync(join(dir, name));
    const credentials = grpc.ServerCredentials.createSsl(pem('ca.pem'), [{ cert_chain: pem('server.pem'), private_key: pem('server.key') }], true);
    const port = await new Promise<number>((resolve, reject) => server.bindAsync('127.0.0.1:0', credentials, (err, p) => (err ? reject(err) : resolve(p))));
    address = `127.0.0.1:${port}`;
  });
  afterAll(() => {
    server?.forceShutdown();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const tlsConfig = (namespace: string): TemporalConfig =>
    config({
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: namespace,
      TEMPORAL_TLS_SERVER_NAME: 'frontend.kadr.test',
      TEMPORAL_TLS_CA_FILE: join(dir, 'ca.pem'),
      TEMPORAL_TLS_CERT_FILE: join(dir, 'client.pem'),
      TEMPORAL_TLS_KEY_FILE: join(dir, 'client.key'),
    })!;
  const outbox = { register: () => {}, add: async () => undefined } as unknown as OutboxWriter;

  it('the client (API processes) connects with the CA, server name and client certificate, and refuses a namespace the cluster lacks', async () => {
    const runner = await connectTemporalTrainingRunner(tlsConfig('kadr'), outbox);
    await runner.close();
    await expect(connectTemporalTrainingRunner(tlsConfig('nope'), outbox)).rejects.toThrow(`TEMPORAL_NAMESPACE: namespace "nope" does not exist on ${address}`);
    expect(seen.filter((s) => s.namespace === 'nope')).toHaveLength(1);
  }, 30_000);

  it('the worker’s native connection does the same before it creates any worker', async () => {
    await expect(startTemporalTrainingWorker({ ...tlsConfig('nope'), deps: {} as never })).rejects.toThrow(`TEMPORAL_NAMESPACE: namespace "nope" does not exist on ${address}`);
    expect(seen.filter((s) => s.namespace === 'nope')).toHaveLength(2);
  }, 30_000);

  it('sends the API key as a bearer token', async () => {
    const cfg = { ...tlsConfig('kadr'), apiKey: 'tc-secret' };
    const runner = await connectTemporalTrainingRunner(cfg, outbox);
    await runner.close();
    expect(seen.at(-1)).toEqual({ namespace: 'kadr', authorization: 'Bearer tc-secret' });
  }, 30_000);
});

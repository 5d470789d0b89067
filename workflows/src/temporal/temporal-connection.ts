import { readFileSync } from 'node:fs';
import type { Env } from '@kadr/core/env';

// How this app reaches a Temporal cluster: the frontend's address and namespace, and for a real cluster TLS
// (server name, CA, client certificate and key: mTLS on a self-hosted cluster or Temporal Cloud's certificates) or
// an API key (Temporal Cloud). One set of options serves the client (API processes) and the worker's native
// connection; the namespace is checked once connected, so a wrong one stops the start with a message saying so.

export interface TemporalTlsConfig {
  /** The name the server's certificate is checked against (SNI), when it is not the address's host. */
  serverName?: string;
  /** PEM file of the CA that signed the server's certificate; the system's CAs when absent (Temporal Cloud). */
  caFile?: string;
  /** PEM files of this client's certificate and key (mTLS), both or neither. */
  certFile?: string;
  keyFile?: string;
}

export interface TemporalConfig {
  address: string;
  namespace: string;
  /** TLS settings, or false for plain gRPC (a local cluster). */
  tls?: TemporalTlsConfig | false;
  /** Temporal Cloud API key: sent as `Authorization: Bearer …` (over TLS). */
  apiKey?: string;
}

/** The connection settings from configuration (TEMPORAL_*); null when Temporal is not configured. */
export function temporalConfig(
  env: Pick<
    Env,
    | 'TEMPORAL_ADDRESS'
    | 'TEMPORAL_NAMESPACE'
    | 'TEMPORAL_TLS'
    | 'TEMPORAL_TLS_SERVER_NAME'
    | 'TEMPORAL_TLS_CA_FILE'
    | 'TEMPORAL_TLS_CERT_FILE'
    | 'TEMPORAL_TLS_KEY_FILE'
    | 'TEMPORAL_API_KEY'
  >,
): TemporalConfig | null {
  if (!env.TEMPORAL_ADDRESS) return null;
  const files = { serverName: env.TEMPORAL_TLS_SERVER_NAME, caFile: env.TEMPORAL_TLS_CA_FILE, certFile: env.TEMPORAL_TLS_CERT_FILE, keyFile: env.TEMPORAL_TLS_KEY_FILE };
  const given = Object.values(files).some(Boolean);
  // TLS when asked for, or when any TLS setting or an API key says the cluster is a real one.
  const tls = env.TEMPORAL_TLS ?? (given || Boolean(env.TEMPORAL_API_KEY));
  return {
    address: env.TEMPORAL_ADDRESS,
    namespace: env.TEMPORAL_NAMESPACE,
    tls: tls ? (Object.fromEntries(Object.entries(files).filter(([, v]) => v)) as TemporalTlsConfig) : false,
    ...(env.TEMPORAL_API_KEY ? { apiKey: env.TEMPORAL_API_KEY } : {}),
  };
}

/** Options both `Connection.connect` (client) and `NativeConnection.connect` (worker) take. */
export interface TemporalConnectionOptions {
  address: string;
  tls: false | { serverNameOverride?: string; serverRootCACertificate?: Uint8Array; clientCertPair?: { crt: Uint8Array; key: Uint8Array } };
  apiKey?: string;
}

/** The connection options for `config`, its PEM files read now; an unreadable file is an error naming its setting. */
export function connectionOptions(config: TemporalConfig, read: (path: string) => Buffer = readFileSync): TemporalConnectionOptions {
  const pem = (setting: string, path: string) => {
    try {
      return read(path);
    } catch (err) {
      throw new Error(`${setting}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  };
  const tls = config.tls;
  return {
    address: config.address,
    tls: tls
      ? {
          ...(tls.serverName ? { serverNameOverride: tls.serverName } : {}),
          ...(tls.caFile ? { serverRootCACertificate: pem('TEMPORAL_TLS_CA_FILE', tls.caFile) } : {}),
          ...(tls.certFile && tls.keyFile ? { clientCertPair: { crt: pem('TEMPORAL_TLS_CERT_FILE', tls.certFile), key: pem('TEMPORAL_TLS_KEY_FILE', tls.keyFile) } } : {}),
        }
      : false,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
  };
}

/** The part of Temporal's WorkflowService the check calls (the client's and the native connection's both have it). */
export interface NamespaceService {
  describeNamespace(request: { namespace: string }): Promise<unknown>;
}

// gRPC status codes (grpc-js `status`), as Temporal's errors carry them.
const NOT_FOUND = 5;
const PERMISSION_DENIED = 7;
const UNAUTHENTICATED = 16;

/**
 * Asks the cluster for the namespace (`DescribeNamespace`): a missing namespace or refused credentials stop the start
 * with a message naming the setting to fix; any other failure (the cluster out of reach) is thrown with its address.
 */
export async function checkNamespace(service: NamespaceService, config: Pick<TemporalConfig, 'address' | 'namespace' | 'apiKey' | 'tls'>): Promise<void> {
  try {
    await service.describeNamespace({ namespace: config.namespace });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const detail = (err as { details?: unknown }).details ?? (err as Error).message;
    if (code === NOT_FOUND) {
      throw new Error(
        `TEMPORAL_NAMESPACE: namespace "${config.namespace}" does not exist on ${config.address}: create it (temporal operator namespace create --namespace ${config.namespace}) or set the one the cluster has`,
      );
    }
    if (code === PERMISSION_DENIED || code === UNAUTHENTICATED) {
      const how = config.apiKey ? 'TEMPORAL_API_KEY' : config.tls && (config.tls.certFile || config.tls.keyFile) ? 'TEMPORAL_TLS_CERT_FILE / TEMPORAL_TLS_KEY_FILE' : 'TEMPORAL_API_KEY or a client certificate';
      throw new Error(`Temporal at ${config.address} refused access to namespace "${config.namespace}" (${String(detail)}): check ${how}`);
    }
    throw new Error(`Temporal at ${config.address} did not answer for namespace "${config.namespace}": ${String(detail)}`, { cause: err });
  }
}

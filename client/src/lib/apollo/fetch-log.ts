import { ApolloLink, type ApolloClient, type OperationVariables, type WatchQueryFetchPolicy } from '@apollo/client';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import { tap } from 'rxjs';

/** Spec §9: cached data is fresh for 60 s; after that the next reader fetches again. */
export const STALE_AFTER_MS = 60_000;

/** When each query (operation name + variables) last came back from the server without errors. */
export interface FetchLog {
  recordedAt(key: string): number | undefined;
  record(key: string, at: number): void;
}

export function createFetchLog(): FetchLog {
  const times = new Map<string, number>();
  return { recordedAt: (key) => times.get(key), record: (key, at) => void times.set(key, at) };
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function queryKey(operationName: string, variables: OperationVariables | undefined): string {
  return `${operationName}:${stable(variables ?? {})}`;
}

export function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return '';
}

/**
 * Fresh data is read from the cache; stale or never-fetched data is fetched, showing what the cache has
 * meanwhile (stale-while-revalidate).
 */
export function freshnessPolicy(fetchedAt: number | undefined, now: number, staleAfterMs = STALE_AFTER_MS): WatchQueryFetchPolicy {
  return fetchedAt !== undefined && now - fetchedAt < staleAfterMs ? 'cache-first' : 'cache-and-network';
}

/** Records the time of every successful query answer that passes through it. */
export function fetchLogLink(log: FetchLog, now: () => number = Date.now): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    return forward(operation).pipe(
      tap((result) => {
        if (!('errors' in result && result.errors?.length)) log.record(queryKey(operation.operationName ?? '', operation.variables), now());
      }),
    );
  });
}

const logs = new WeakMap<ApolloClient, FetchLog>();

export function attachFetchLog(client: ApolloClient, log: FetchLog): void {
  logs.set(client, log);
}

/** The fetch policy for reading `document` with `variables` now: cache-first while fresh, else fetch. */
export function policyFor(client: ApolloClient, document: DocumentNode, variables: OperationVariables | undefined, now = Date.now()): WatchQueryFetchPolicy {
  return freshnessPolicy(logs.get(client)?.recordedAt(queryKey(operationNameOf(document), variables)), now);
}

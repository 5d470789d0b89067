import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { attachFetchLog, createFetchLog, fetchLogLink, freshnessPolicy, policyFor, queryKey } from './fetch-log';

// A plain parse, not a gql tag: codegen would otherwise validate it against the real schema.
const CreditsQuery = parse('query Credits($team: ID) { credits(team: $team) }');

function setup() {
  let now = Date.parse('2025-03-05T12:00:00Z');
  const sent: string[] = [];
  const server = new ApolloLink((operation) => {
    sent.push(queryKey(operation.operationName ?? '', operation.variables));
    return new Observable((observer) => {
      observer.next({ data: { credits: sent.length } });
      observer.complete();
    });
  });
  const log = createFetchLog();
  const client = new ApolloClient({ link: ApolloLink.from([fetchLogLink(log, () => now), server]), cache: new InMemoryCache() });
  attachFetchLog(client, log);
  const read = async (team: string | null = null) => {
    const variables = { team };
    const result = await client.query({ query: CreditsQuery, variables, fetchPolicy: policyFor(client, CreditsQuery, variables, now) === 'cache-first' ? 'cache-first' : 'network-only' });
    return (result.data as { credits: number }).credits;
  };
  return { client, sent, read, advance: (ms: number) => (now += ms) };
}

describe('data cache: stale after 60 s', () => {
  it('serves a query from the cache for 60 s after it was fetched, then fetches it again', async () => {
    const { read, advance, sent } = setup();
    expect(await read()).toBe(1);
    advance(59_000);
    expect(await read()).toBe(1);
    expect(sent).toHaveLength(1);
    advance(1_000);
    expect(await read()).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('keeps the time per operation and variables', async () => {
    const { read, sent } = setup();
    await read('a');
    await read('b');
    await read('a');
    expect(sent).toEqual(['Credits:{"team":"a"}', 'Credits:{"team":"b"}']);
  });

  it('reads fresh data cache-first and stale or unknown data cache-and-network', () => {
    expect(freshnessPolicy(undefined, 0)).toBe('cache-and-network');
    expect(freshnessPolicy(1_000, 60_999)).toBe('cache-first');
    expect(freshnessPolicy(1_000, 61_000)).toBe('cache-and-network');
  });

  it('builds the same key whatever the order of the variables', () => {
    expect(queryKey('Q', { a: 1, b: { d: 2, c: 3 } })).toBe(queryKey('Q', { b: { c: 3, d: 2 }, a: 1, e: undefined }));
  });
});

import type { ApolloClient, Reference } from '@apollo/client';

/** The paged lists of the library (Relay connections in the cache, one list per set of arguments). */
export type PagedList = 'generatedImages' | 'favorites';

/**
 * Takes images out of every loaded page of the given paged lists (each sort and filter), keeping the cursors: the
 * pages already read stay on screen without being fetched again, and the next page starts where it would have.
 */
export function removeFromPages(client: ApolloClient, lists: PagedList[], ids: string[]) {
  const gone = new Set(ids);
  const without = (list: unknown, readField: (field: string, from: Reference) => unknown) => {
    if (!list || typeof list !== 'object' || !('edges' in list) || !Array.isArray(list.edges)) return list;
    return { ...list, edges: (list.edges as { node: Reference }[]).filter((edge) => !gone.has(String(readField('id', edge.node) ?? ''))) };
  };
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(lists.map((name) => [name, (list: unknown, { readField }: { readField: (field: string, from: Reference) => unknown }) => without(list, readField)])),
  });
}

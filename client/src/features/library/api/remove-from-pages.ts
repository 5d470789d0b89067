import type { ApolloClient, Reference } from '@apollo/client';

/** The paged lists of the library (Relay connections in the cache, one list per set of arguments). */
export type PagedList = 'generatedImages' | 'favorites';

/**
 * Takes images out of every loaded page of the given paged lists (each sort and filter), keeping the cursors: the
 * pages already read stay on screen without being fetched again, and the next page starts where it would have; the
 * list's totalCount goes down by the images it lost.
 */
export function removeFromPages(client: ApolloClient, lists: PagedList[], ids: string[]) {
  const gone = new Set(ids);
  const without = (list: unknown, readField: (field: string, from: Reference) => unknown) => {
    if (!list || typeof list !== 'object' || !('edges' in list) || !Array.isArray(list.edges)) return list;
    const edges = (list.edges as { node: Reference }[]).filter((edge) => !gone.has(String(readField('id', edge.node) ?? '')));
    const removed = list.edges.length - edges.length;
    // The whole list's count loses the images taken out of its loaded pages (a selection is made of loaded images).
    const counted = 'totalCount' in list && typeof list.totalCount === 'number' ? { totalCount: Math.max(0, list.totalCount - removed) } : {};
    return { ...list, edges, ...counted };
  };
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(lists.map((name) => [name, (list: unknown, { readField }: { readField: (field: string, from: Reference) => unknown }) => without(list, readField)])),
  });
}

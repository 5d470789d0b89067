import type { ApolloClient, Reference } from '@apollo/client';

/** The paged lists of the library (Relay connections in the cache, one list per set of arguments). */
export type PagedList = 'generatedImages' | 'favorites' | 'collections';

/**
 * Takes images (or collections) out of every loaded page of the given paged lists (each sort and filter), keeping the cursors: the
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

/**
 * Puts a node the cache already holds (a mutation's answer, normalized) on top of every loaded list of `list`, as the
 * newest: a new collection heads the newest-first list without fetching it again. The next page still starts after
 * the last loaded one (the list's end cursor is kept; the new node is before it), and the list's totalCount grows by
 * one. A list not loaded yet is left alone (it is read whole when it opens); a node already listed is not added twice.
 */
export function prependToPages(client: ApolloClient, list: PagedList, node: { __typename: string; id: string }, edgeTypename: string) {
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [list]: (existing: unknown, { readField, toReference }) => {
        if (!existing || typeof existing !== 'object' || !('edges' in existing) || !Array.isArray(existing.edges)) return existing;
        const edges = existing.edges as { node: Reference }[];
        if (edges.some((edge) => readField('id', edge.node) === node.id)) return existing;
        const reference = toReference(node);
        if (!reference) return existing;
        const counted = 'totalCount' in existing && typeof existing.totalCount === 'number' ? { totalCount: existing.totalCount + 1 } : {};
        // Its cursor is not known here (the server makes them): none, as a list read never pages after it.
        return { ...existing, edges: [{ __typename: edgeTypename, cursor: '', node: reference }, ...edges], ...counted };
      },
    },
  });
}

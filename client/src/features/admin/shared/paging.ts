/** A console list as the server pages it: a connection (edges, pageInfo; totalCount where the screen shows one). */
export interface Paged {
  edges: readonly { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount?: number;
}

/** The rows of a connection type. */
export type NodeOf<C> = C extends { edges: readonly { node: infer N }[] } ? N : never;

/** fetchMore's updateQuery for a console list under `field`: the next page's rows after the ones shown. */
export function appendPage<K extends string>(field: K) {
  return <D extends Record<K, Paged>>(prev: D, { fetchMoreResult }: { fetchMoreResult: D }): D => ({
    ...fetchMoreResult,
    [field]: { ...fetchMoreResult[field], edges: [...prev[field].edges, ...fetchMoreResult[field].edges] },
  });
}

export const PAGE_SIZE = 25;

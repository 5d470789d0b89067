/** A page of a console list: its rows and the cursor of the next page (null on the last). */
export interface Paged {
  items: readonly unknown[];
  nextCursor?: string | null;
}

/** fetchMore's updateQuery for a console list under `field`: the next page's rows after the ones shown. */
export function appendPage<K extends string>(field: K) {
  return <D extends Record<K, Paged>>(prev: D, { fetchMoreResult }: { fetchMoreResult: D }): D => ({
    ...fetchMoreResult,
    [field]: { ...fetchMoreResult[field], items: [...prev[field].items, ...fetchMoreResult[field].items] },
  });
}

export const PAGE_SIZE = 25;

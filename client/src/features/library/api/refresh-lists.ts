import type { ApolloClient } from '@apollo/client';

/** Root fields of the library: what a change to images, favorites or collections can make out of date. */
export type LibraryList = 'generatedImages' | 'favorites' | 'collections' | 'collection' | 'usage';

/**
 * Drops the given lists from the cache: screens showing one now fetch it again (without flashing empty), the
 * others fetch it when they next open.
 */
export function refreshLists(client: ApolloClient, lists: LibraryList[]): Promise<unknown> {
  return client.refetchQueries({
    updateCache(cache) {
      for (const fieldName of lists) cache.evict({ id: 'ROOT_QUERY', fieldName });
    },
  });
}

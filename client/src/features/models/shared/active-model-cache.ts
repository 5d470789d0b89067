import type { ApolloClient } from '@apollo/client';
import { ModelsQuery } from '../api/models-query';

/**
 * Only one model is active. When one becomes active the server reports that model alone, so the others
 * in the cached list are switched off here. A model the cached list does not hold yet makes it refetch.
 */
export function syncModelList(client: ApolloClient, changed: { id: string; isActive: boolean } | null): void {
  const list = client.cache.readQuery({ query: ModelsQuery })?.models;
  if (!list) return;
  if (!changed || !list.some((m) => m.id === changed.id)) {
    void client.refetchQueries({ include: [ModelsQuery] });
    return;
  }
  if (!changed.isActive) return;
  for (const other of list) {
    if (other.id !== changed.id && other.isActive) {
      client.cache.modify({ id: client.cache.identify({ __typename: 'AiModel', id: other.id }), fields: { isActive: () => false } });
    }
  }
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import {
  AddToCollectionMutation,
  CreateCollectionMutation,
  DeleteCollectionMutation,
  RemoveFromCollectionMutation,
  ReorderCollectionMutation,
  UpdateCollectionMutation,
} from '../api/collection-mutations';
import { prependToPages, removeFromPages } from '../api/remove-from-pages';

type Answer = { __typename?: string; message?: string } | null | undefined;

export interface CollectionFields {
  name: string;
  description: string | null;
}

/**
 * Every change to collections, each with the spec's failure message as a toast. Returns whether it worked.
 * Mutations that answer the collection update it in the cache (its card in the list too); the paged list is edited
 * where it is loaded, not fetched again: a new collection goes on top, a deleted one leaves, the pages read stay.
 */
export function useCollectionActions() {
  const intl = useIntl();
  const client = useApolloClient();
  const [create, created] = useMutation(CreateCollectionMutation);
  const [update, updated] = useMutation(UpdateCollectionMutation);
  const [destroy, destroyed] = useMutation(DeleteCollectionMutation);
  const [add, adding] = useMutation(AddToCollectionMutation);
  const [removeItems, removing] = useMutation(RemoveFromCollectionMutation);
  const [reorder, reordering] = useMutation(ReorderCollectionMutation);

  /** Runs one mutation; `expected` is the success member of its result union. */
  async function attempt<R extends Answer>(work: () => Promise<R>, expected: string, failedId: string, doneId?: string): Promise<R | null> {
    try {
      const result = await work();
      if (result?.__typename !== expected) throw new Error(result?.message ?? 'no answer');
      if (doneId) toaster.create({ type: 'success', title: intl.formatMessage({ id: doneId }) });
      return result;
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: failedId }) });
      return null;
    }
  }

  return {
    create: async (input: CollectionFields) => {
      const result = await attempt(async () => (await create({ variables: { input } })).data?.createCollection, 'CollectionPayload', 'collections.errors.create', 'collections.form.created');
      if (result?.__typename !== 'CollectionPayload') return null;
      prependToPages(client, 'collections', { __typename: 'Collection', id: result.collection.id }, 'CollectionEdge');
      return result.collection.id;
    },
    update: async (id: string, input: CollectionFields) =>
      Boolean(await attempt(async () => (await update({ variables: { id, input } })).data?.updateCollection, 'CollectionPayload', 'collections.errors.update', 'collections.form.saved')),
    remove: async (id: string) => {
      const done = await attempt(async () => (await destroy({ variables: { id } })).data?.deleteCollection, 'DeleteCollectionPayload', 'collections.errors.delete', 'collections.delete.done');
      if (done) {
        removeFromPages(client, ['collections'], [id]);
        client.cache.evict({ id: client.cache.identify({ __typename: 'Collection', id }) });
      }
      return Boolean(done);
    },
    addImages: async (id: string, imageIds: string[]) =>
      Boolean(await attempt(async () => (await add({ variables: { id, imageIds } })).data?.addToCollection, 'CollectionPayload', 'collections.errors.add', 'collections.items.added')),
    removeImages: async (id: string, imageIds: string[]) =>
      Boolean(await attempt(async () => (await removeItems({ variables: { id, imageIds } })).data?.removeFromCollection, 'CollectionPayload', imageIds.length === 1 ? 'collections.errors.remove' : 'collections.errors.removeMany')),
    reorder: async (id: string, imageIds: string[]) =>
      Boolean(await attempt(async () => (await reorder({ variables: { id, imageIds } })).data?.reorderCollection, 'CollectionPayload', 'collections.errors.reorder', 'collections.order.saved')),
    saving: created.loading || updated.loading,
    deleting: destroyed.loading,
    adding: adding.loading,
    removing: removing.loading,
    reordering: reordering.loading,
  };
}

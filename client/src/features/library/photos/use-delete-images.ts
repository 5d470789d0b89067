import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { DeleteImagesMutation } from '../api/photo-mutations';
import { refreshLists } from '../api/refresh-lists';
import { removeFromPages } from '../api/remove-from-pages';

/** Deletes one or many of the user's photos; they leave every list (favorites and collections too). */
export function useDeleteImages() {
  const intl = useIntl();
  const [mutate, { loading, client }] = useMutation(DeleteImagesMutation);

  const remove = async (ids: string[]): Promise<boolean> => {
    const failed = ids.length === 1 ? 'photos.errors.delete' : 'photos.errors.deleteMany';
    try {
      const { data } = await mutate({ variables: { ids } });
      const result = data?.deleteImages;
      if (result?.__typename !== 'DeleteImagesPayload') throw new Error(result && 'message' in result ? result.message : 'no answer');
      removeFromPages(client, ['generatedImages', 'favorites'], result.deletedIds);
      for (const id of result.deletedIds) client.cache.evict({ id: client.cache.identify({ __typename: 'HeadshotImage', id }) });
      client.cache.gc();
      // The paged lists (photos, favorites) keep the pages already loaded (the deleted images leave them above); the rest reload.
      await refreshLists(client, ['collections', 'collection']);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'photos.delete.done' }, { count: result.deletedIds.length }) });
      return true;
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: failed }) });
      return false;
    }
  };

  return { remove, deleting: loading };
}

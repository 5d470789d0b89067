import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { AddFavoriteMutation, RemoveFavoriteMutation } from './favorite-mutations';
import { refreshLists } from './refresh-lists';

type Answer = { __typename?: string; message?: string } | undefined;

function check(result: Answer): void {
  if (result?.__typename !== 'FavoritePayload') throw new Error(result?.message ?? 'no answer');
}

/**
 * Favorites from any screen: the heart on one image (toggle), and adding or removing a selection. Answers carry
 * the image, so its heart updates in every list through the cache; the favorites list is fetched again.
 */
export function useFavoriteActions() {
  const intl = useIntl();
  const client = useApolloClient();
  const [addMutation] = useMutation(AddFavoriteMutation);
  const [removeMutation] = useMutation(RemoveFavoriteMutation);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const fail = (id: string) => toaster.create({ type: 'error', title: intl.formatMessage({ id }) });

  const mark = (ids: string[], on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const add = async (imageId: string) => check((await addMutation({ variables: { imageId } })).data?.addFavorite);
  const remove = async (imageId: string) => check((await removeMutation({ variables: { imageId } })).data?.removeFavorite);

  /** Runs `action` on every id; true when all of them succeeded, else shows `failedId`. */
  const run = async (ids: string[], action: (id: string) => Promise<void>, failedId: string): Promise<boolean> => {
    mark(ids, true);
    try {
      const results = await Promise.allSettled(ids.map(action));
      await refreshLists(client, ['favorites']);
      if (results.some((r) => r.status === 'rejected')) {
        fail(failedId);
        return false;
      }
      return true;
    } finally {
      mark(ids, false);
    }
  };

  return {
    toggle: (image: { id: string; isFavorite: boolean }) => run([image.id], image.isFavorite ? remove : add, 'favorites.errors.toggle'),
    addMany: (ids: string[]) => run(ids, add, 'favorites.errors.add'),
    removeMany: (ids: string[]) => run(ids, remove, ids.length === 1 ? 'favorites.errors.remove' : 'favorites.errors.removeMany'),
    isBusy: (id: string) => busy.has(id),
  };
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { AddFavoriteMutation, RemoveFavoriteMutation } from './favorite-mutations';
import { refreshLists } from './refresh-lists';
import { removeFromPages } from './remove-from-pages';

type Answer = { __typename?: string; message?: string } | undefined;

function check(result: Answer): void {
  if (result?.__typename !== 'FavoritePayload') throw new Error(result?.message ?? 'no answer');
}

/**
 * Favorites from any screen: the heart on one image (toggle), and adding or removing a selection. Answers carry
 * the image, so its heart updates in every list through the cache; the favorites list drops removed images from its
 * loaded pages, or is fetched again after an addition.
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

  /**
   * Runs `action` on every id; true when all of them succeeded, else shows `failedId`. A removal takes the images out
   * of every loaded page of favorites (the pages stay, however far the user scrolled); an addition reads the list again
   * (a new favorite comes first).
   */
  const run = async (ids: string[], action: (id: string) => Promise<void>, failedId: string): Promise<boolean> => {
    mark(ids, true);
    try {
      const results = await Promise.allSettled(ids.map(action));
      if (action === remove) removeFromPages(client, ['favorites'], ids.filter((_, i) => results[i]?.status === 'fulfilled'));
      if (action === add || results.some((r) => r.status === 'rejected')) await refreshLists(client, ['favorites']);
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

import { useMemo, useState } from 'react';
import type { LibraryImage } from '../grid/library-image';
import { mergeOrder, moveItem, sameOrder } from './order';

/** The order shown (maybe not saved yet) over the saved items; a change of the saved items keeps local moves. */
export function useCollectionOrder(saved: LibraryImage[]) {
  const savedIds = useMemo(() => saved.map((i) => i.id), [saved]);
  const savedKey = savedIds.join(',');
  const [order, setOrder] = useState<string[]>(savedIds);
  // A new saved list (by content) is merged in while rendering it, not in an effect after.
  const [mergedKey, setMergedKey] = useState(savedKey);
  if (mergedKey !== savedKey) {
    setMergedKey(savedKey);
    setOrder((local) => mergeOrder(local, savedIds));
  }

  const byId = new Map(saved.map((i) => [i.id, i]));
  const items = order.flatMap((id) => byId.get(id) ?? []);
  return {
    items,
    ids: items.map((i) => i.id),
    dirty: !sameOrder(items.map((i) => i.id), savedIds),
    move: (from: number, to: number) => setOrder(moveItem(items.map((i) => i.id), from, to)),
    reset: () => setOrder(savedIds),
  };
}

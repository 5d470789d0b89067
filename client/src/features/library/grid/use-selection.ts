import { useCallback, useMemo, useState } from 'react';

/** `picked` with `id` added, or taken out when it was there. */
export function toggled(picked: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(picked);
  if (!next.delete(id)) next.add(id);
  return next;
}

/**
 * The picked ids among those loaded, in the list's order. A pick is kept by id, not by place: it survives more pages
 * loading, its tile leaving the page as the grid scrolls (virtualized) and coming back, another sort showing the
 * same images elsewhere; an image deleted or taken off the list drops out as it leaves `loaded`.
 */
export function selectedIn(loaded: readonly string[], picked: ReadonlySet<string>): string[] {
  return loaded.filter((id) => picked.has(id));
}

/** A set of selected image ids, kept to the ids loaded (a deleted image drops out of the selection). */
export function useSelection(loadedIds: string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const loadedKey = loadedIds.join(',');
  // The same list as long as its content is (callers pass a new array on every render).
  const loaded = useMemo(() => (loadedKey ? loadedKey.split(',') : []), [loadedKey]);
  // Only ids still loaded count.
  const selected = useMemo(() => selectedIn(loaded, picked), [picked, loaded]);

  const toggle = useCallback((id: string) => setPicked((prev) => toggled(prev, id)), []);
  // Every image loaded so far (pages not loaded yet are not selected: the bar says "select all loaded").
  const selectAll = useCallback(() => setPicked(new Set(loaded)), [loaded]);
  const clear = useCallback(() => setPicked(new Set()), []);

  return {
    selected,
    loadedCount: loaded.length,
    isSelected: (id: string) => picked.has(id),
    allSelected: loaded.length > 0 && selected.length === loaded.length,
    toggle,
    selectAll,
    clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;

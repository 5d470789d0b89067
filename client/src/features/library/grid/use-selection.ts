import { useCallback, useMemo, useState } from 'react';

/** A set of selected image ids, kept to the ids still shown (a deleted image drops out of the selection). */
export function useSelection(visibleIds: string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const visibleKey = visibleIds.join(',');
  // Only ids still on screen count; the memo key is the list's content, not its identity.
  const selected = useMemo(() => visibleIds.filter((id) => picked.has(id)), [picked, visibleKey]);

  const toggle = useCallback((id: string) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setPicked(new Set(visibleKey ? visibleKey.split(',') : [])), [visibleKey]);
  const clear = useCallback(() => setPicked(new Set()), []);

  return {
    selected,
    isSelected: (id: string) => picked.has(id),
    allSelected: visibleIds.length > 0 && selected.length === visibleIds.length,
    toggle,
    selectAll,
    clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;

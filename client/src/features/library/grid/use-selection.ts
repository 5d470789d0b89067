import { useCallback, useMemo, useState } from 'react';

/** A set of selected image ids, kept to the ids still shown (a deleted image drops out of the selection). */
export function useSelection(visibleIds: string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const visibleKey = visibleIds.join(',');
  // The same list as long as its content is (callers pass a new array on every render).
  const visible = useMemo(() => (visibleKey ? visibleKey.split(',') : []), [visibleKey]);
  // Only ids still on screen count.
  const selected = useMemo(() => visible.filter((id) => picked.has(id)), [picked, visible]);

  const toggle = useCallback((id: string) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setPicked(new Set(visible)), [visible]);
  const clear = useCallback(() => setPicked(new Set()), []);

  return {
    selected,
    isSelected: (id: string) => picked.has(id),
    allSelected: visible.length > 0 && selected.length === visible.length,
    toggle,
    selectAll,
    clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;

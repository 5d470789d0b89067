/** Pure helpers for a collection's unsaved order. */

/** Moves the item at `from` to index `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The local order after the saved items changed (added, removed): ids still saved keep their local place,
 * new ones follow at the end in their saved order.
 */
export function mergeOrder(local: readonly string[], saved: readonly string[]): string[] {
  const present = new Set(saved);
  const kept = local.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...saved.filter((id) => !known.has(id))];
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * A loader of lazily imported content that hands out one promise per key, for `use(load(key))`: the same promise on
 * every render (React needs that) and on every page that shows it. A failed import is forgotten, so the next
 * render tries again.
 */
export function lazyContent<K extends string, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  return (key) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load(key);
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
}

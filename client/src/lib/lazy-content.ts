/** A promise that says, once settled, how it ended: React's `use` reads these fields and renders at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A loader of lazily imported content that hands out one promise per key, for `use(load(key))`: the same promise on
 * every render (React needs that) and on every page that shows it. A settled promise carries its outcome the way
 * React's `use` reads it, so content loaded ahead (preloadPage, before hydration) renders without suspending. A
 * failed import is forgotten, so the next render tries again.
 */
export function lazyContent<K extends string, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, TrackedPromise<T>>();
  return (key) => {
    let pending = cache.get(key);
    if (!pending) {
      const promise: TrackedPromise<T> = load(key);
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
          cache.delete(key);
        },
      );
      cache.set(key, promise);
      pending = promise;
    }
    return pending;
  };
}

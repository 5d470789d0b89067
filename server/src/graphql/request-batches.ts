/**
 * Per-request batching of a list's per-item reads (what DataLoader does, without its cache): every item of a list
 * asks within one tick, and one call of `load` answers them all. Nothing is kept past the batch, so a mutation later
 * in the same request reads fresh. server/src/modules/library/favorite-flags.ts does the same for isFavorite.
 */

/** After the promise jobs now queued (a list's items resolve together), as DataLoader schedules its batches. */
const afterCurrentTick = () => new Promise<void>((resolve) => void Promise.resolve().then(() => process.nextTick(resolve)));

interface Batch {
  keys: Set<unknown>;
  result: Promise<Map<unknown, unknown>>;
}

const open = new WeakMap<object, Map<string, Batch>>();

/**
 * The value for `key`, read with the request's other keys of the same `kind` by one call of `load` (the first
 * caller's: every caller of a kind passes the same function). Undefined when `load` answered nothing for it.
 */
export function loadInBatch<K, V>(request: object, kind: string, key: K, load: (keys: K[]) => Promise<Map<K, V>>): Promise<V | undefined> {
  let kinds = open.get(request);
  if (!kinds) open.set(request, (kinds = new Map()));
  let batch = kinds.get(kind);
  if (!batch) {
    const keys = new Set<unknown>();
    const result = afterCurrentTick().then(() => {
      kinds.delete(kind);
      return load([...keys] as K[]) as Promise<Map<unknown, unknown>>;
    });
    batch = { keys, result };
    kinds.set(kind, batch);
  }
  batch.keys.add(key);
  return batch.result.then((values) => values.get(key) as V | undefined);
}

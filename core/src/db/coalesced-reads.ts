/**
 * Reads of one kind that requests ask for in the same turn of the event loop, answered by one statement: under load
 * many requests arrive together (a signed-in request reads its viewer, most screens the balance), and each statement
 * costs a round trip, the driver's work on both ends and the database's own per-statement overhead, whatever its size.
 * Nothing is remembered: a batch is sent after every read in it was asked for, so each caller gets rows at least as
 * new as a statement of its own would have given it (a write its request made before asking is seen). Reads of the
 * same key in one batch share its row. A failed statement fails every read in its batch.
 */
export class CoalescedReads<K, V> {
  private pending: Map<string, { key: K; waiters: { resolve: (value: V | undefined) => void; reject: (err: unknown) => void }[] }> | null = null;

  /**
   * `readMany`: one statement for the distinct keys, answering each found key's value by its `idOf`; a key it does
   * not answer reads as undefined. `maxBatch`: at most this many keys in one statement (the rest in more).
   */
  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<string, V>>,
    private readonly idOf: (key: K) => string,
    private readonly maxBatch = 500,
  ) {}

  read(key: K): Promise<V | undefined> {
    if (!this.pending) {
      this.pending = new Map();
      // After the current phase's callbacks (every request whose bytes arrived in this poll) have asked.
      setImmediate(() => this.flush());
    }
    const id = this.idOf(key);
    let entry = this.pending.get(id);
    if (!entry) {
      entry = { key, waiters: [] };
      this.pending.set(id, entry);
    }
    const waiters = entry.waiters;
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  private flush(): void {
    const batch = [...this.pending!.entries()];
    this.pending = null;
    for (let i = 0; i < batch.length; i += this.maxBatch) {
      const part = batch.slice(i, i + this.maxBatch);
      this.readMany(part.map(([, e]) => e.key)).then(
        (found) => {
          for (const [id, e] of part) for (const w of e.waiters) w.resolve(found.get(id));
        },
        (err: unknown) => {
          for (const [, e] of part) for (const w of e.waiters) w.reject(err);
        },
      );
    }
  }
}

/** One CoalescedReads per database handle (tests run several apps, each on its own database, in one process). */
export function coalescedPer<H extends object, K, V>(make: (handle: H) => CoalescedReads<K, V>): (handle: H) => CoalescedReads<K, V> {
  const byHandle = new WeakMap<H, CoalescedReads<K, V>>();
  return (handle) => {
    let reads = byHandle.get(handle);
    if (!reads) {
      reads = make(handle);
      byHandle.set(handle, reads);
    }
    return reads;
  };
}

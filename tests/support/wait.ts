/**
 * Polls `probe` until it returns a truthy value and returns that value; throws after `timeoutMs` with `what`
 * in the message (so a timed-out test says what it was waiting for; a function is read at the timeout).
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { what = 'a condition', timeoutMs = 10_000, intervalMs = 50 }: { what?: string | (() => string); timeoutMs?: number; intervalMs?: number } = {},
): Promise<NonNullable<Exclude<T, false>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<Exclude<T, false>>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The next event of a subscription; fails (instead of hanging) when none comes. */
export async function nextEvent<T>(events: AsyncIterator<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no event came')), 10_000);
  });
  try {
    const r = await Promise.race([events.next(), timeout]);
    if (r.done) throw new Error('the subscription ended');
    return r.value;
  } finally {
    clearTimeout(timer);
  }
}

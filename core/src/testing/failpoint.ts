/**
 * Fault injection for crash tests: `KADR_FAILPOINTS=name[,name…]` makes the process kill itself (SIGKILL, as an
 * out-of-memory kill or a power cut would) when it reaches a failpoint of that name. Ignored in production.
 * Failpoints: `charged-job:saved` (a charged job and its hold written, not yet queued, not committed) and
 * `charged-job:committed` (committed, its after-commit start not yet run).
 */
export function failpoint(name: string): void {
  const armed = process.env.KADR_FAILPOINTS;
  if (!armed || process.env.NODE_ENV === 'production') return;
  if (armed.split(',').includes(name)) process.kill(process.pid, 'SIGKILL');
}

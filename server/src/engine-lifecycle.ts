// What starting and stopping the job engines (job-engines.ts) takes.
import type { Logger } from '@kadr/core/log/logger';

export type Stop = () => Promise<void> | void;

/** Runs the stops in order (workers first, then the client connections they were registered before). */
export async function runAll(stops: Stop[]): Promise<void> {
  for (const stop of stops) await stop();
}

/** A Temporal worker that stopped on its own (lost its server, a fatal error) takes the process down to be restarted. */
export function exitWhenStopped(worker: { running: Promise<void> }, name: string, log: Logger): void {
  worker.running.catch((err: unknown) => {
    log.fatal({ err, component: 'temporal', worker: name }, 'Temporal worker stopped: exiting to be restarted');
    process.exit(1);
  });
}

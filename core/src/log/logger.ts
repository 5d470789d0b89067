// The one logger of server and workers: JSON lines (pino), one object per event, fields bound by child loggers.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Env } from '../env';

export type { DestinationStream, Logger };

/**
 * A logger writing `{"level":"info","time":…,"msg":…, …fields}` lines to stdout, or to `destination` (tests pass a
 * stream of their own to read the lines). `silent` writes nothing.
 */
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): Logger {
  return pino({ level, base: { pid: process.pid }, formatters: { level: (label) => ({ level: label }) } }, destination ?? pino.destination(1));
}

let fallback: Logger | undefined;

/** For a part built without one (a script, a test that starts one piece alone): info and above, to stdout. */
export const defaultLogger = (): Logger => (fallback ??= createLogger('info'));

/** Bound to a job: its lines carry the job's id and, for a job a request started, that request's id. */
export function jobLogger(log: Logger, job: { jobId: string; requestId?: string }): Logger {
  return log.child(job.requestId ? { jobId: job.jobId, requestId: job.requestId } : { jobId: job.jobId });
}

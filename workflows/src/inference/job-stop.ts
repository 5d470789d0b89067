/**
 * Why a running job was told to stop: the reason its abort signal carries (`signal.reason`, a JobStopped), read by
 * whatever holds a paid run at a provider. Only a cancel stops the spending there; any other stop leaves the run
 * going, for the retry to resume from the saved provider reference (ai_jobs.provider_ref, the training state), so a
 * deploy or a missed heartbeat never pays for the same work twice.
 *
 * - `canceled`: the job was canceled (the user's cancel; a Temporal cancel request): cancel the run at the provider.
 * - `shutdown`: this worker is shutting down (Temporal's WORKER_SHUTDOWN): stop waiting, keep the run.
 * - `lost`: this attempt was given up (a heartbeat timeout, a pg-boss claim taken over, a pause or reset): as shutdown.
 *
 * An abort whose reason is not a JobStopped (a bare `abort()`, a timeout signal) counts as `lost`: nothing is canceled
 * at a provider unless a cancel said so.
 */
export type StopKind = 'canceled' | 'shutdown' | 'lost';

export class JobStopped extends Error {
  override readonly name = 'JobStopped';

  constructor(
    readonly kind: StopKind,
    options: { cause?: unknown } = {},
  ) {
    super(kind === 'canceled' ? 'The job was canceled' : kind === 'shutdown' ? 'The worker is shutting down' : 'The attempt was given up', options);
  }
}

const isJobStopped = (reason: unknown): reason is JobStopped =>
  reason instanceof JobStopped || ((reason as { name?: unknown } | null)?.name === 'JobStopped' && typeof (reason as { kind?: unknown }).kind === 'string');

/** Why `signal` aborted; null while it has not. */
export function stopKind(signal: AbortSignal): StopKind | null {
  if (!signal.aborted) return null;
  return isJobStopped(signal.reason) ? signal.reason.kind : 'lost';
}

/** Whether the job was canceled: the one stop that cancels a run at the provider. */
export const wasCanceled = (signal: AbortSignal): boolean => stopKind(signal) === 'canceled';

/** What to throw when a stop ends a step: the signal's JobStopped, or one of kind `lost` around a foreign reason. */
export function stopError(signal: AbortSignal): JobStopped {
  return isJobStopped(signal.reason) ? signal.reason : new JobStopped('lost', { cause: signal.reason });
}

/** A signal that aborts when `source` does, with JobStopped(`kind()`) as its reason (`kind` is read at that moment). */
export function stopSignal(source: AbortSignal, kind: () => StopKind): AbortSignal {
  const controller = new AbortController();
  const stop = () => controller.abort(new JobStopped(kind(), { cause: source.reason }));
  if (source.aborted) stop();
  else source.addEventListener('abort', stop, { once: true });
  return controller.signal;
}

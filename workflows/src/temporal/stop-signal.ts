import type { Context } from '@temporalio/activity';
import { stopSignal, type StopKind } from '../inference/job-stop';

/**
 * Why Temporal stopped this activity attempt, from its cancellation details (set before the signal aborts): only a
 * cancel request (the workflow canceled the activity: the user's cancel) is `canceled`. A worker shutdown is
 * `shutdown`; a heartbeat or other timeout, an attempt the server no longer knows, a pause or a reset are `lost`:
 * Temporal runs the activity again and that attempt resumes the provider's run. Without details (an SDK older than
 * 1.13), the CancelledFailure's message is the reason Temporal gave.
 */
export function temporalStopKind(ctx: Context): StopKind {
  const details = ctx.cancellationDetails;
  if (details) return details.cancelRequested ? 'canceled' : details.workerShutdown ? 'shutdown' : 'lost';
  const reason = (ctx.cancellationSignal.reason as { message?: unknown } | undefined)?.message;
  return reason === 'CANCELLED' ? 'canceled' : reason === 'WORKER_SHUTDOWN' ? 'shutdown' : 'lost';
}

/** The attempt's abort signal for activities and providers: aborts with Temporal's, its reason a typed JobStopped. */
export const attemptSignal = (ctx: Context): AbortSignal => stopSignal(ctx.cancellationSignal, () => temporalStopKind(ctx));

// Which request the running code serves, without threading its id through every use case: the host runs each
// request inside inRequest, and a runner handing a job over reads the id here to put it in the job's input.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn`, and everything it awaits or schedules, as part of the request `requestId`. */
export function inRequest<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** The id of the request this code runs for; undefined outside one (a worker, a schedule, a script). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** A job's input with the id of the request starting it, so the job's log lines carry it too. */
export function withRequestId<T extends { jobId: string; requestId?: string }>(input: T): T {
  const requestId = input.requestId ?? currentRequestId();
  return requestId ? { ...input, requestId } : input;
}

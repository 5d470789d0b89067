import { useEffect, useEffectEvent, useRef } from 'react';
import { isJobFinished } from './job-stage';

/** A fallback for a live event missed while the socket (re)connects, or sent before the subscription began. */
export const JOB_POLL_MS = 3000;

interface LiveJobControls {
  startPolling: (ms: number) => void;
  stopPolling: () => void;
}

/**
 * Polls a job slowly while it runs (the subscription brings the changes at once) and calls `onFinished` once
 * when it ends, whichever of the two brought the news.
 */
export function useJobWatch<J extends { id: string; status: string }>(job: J | null | undefined, controls: LiveJobControls, onFinished: (job: J) => void) {
  const reported = useRef(new Set<string>());
  const finished = useEffectEvent(onFinished);
  const running = job ? !isJobFinished(job.status) : false;
  const { startPolling, stopPolling } = controls;

  useEffect(() => {
    if (!running) return;
    startPolling(JOB_POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  useEffect(() => {
    if (!job || !isJobFinished(job.status) || reported.current.has(job.id)) return;
    reported.current.add(job.id);
    finished(job);
  }, [job]);

  return { running };
}

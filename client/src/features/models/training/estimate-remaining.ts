/** A progress value and when this screen saw it. */
export interface ProgressSample {
  at: number;
  progress: number;
}

/** The rate seen on screen is used once it spans this long; before that, the rate since training started. */
const OBSERVED_SPAN_MS = 10_000;

/**
 * Time left, extrapolated from the progress rate: the rate observed on this screen when there is enough of
 * it (stages move at different speeds, so the recent rate is the better guide), else the average since the
 * training started. Null while there is too little progress to say, or once it is done.
 */
export function estimateRemainingMs(startedAt: string | null | undefined, progress: number, now: number, observed?: ProgressSample | null): number | null {
  if (progress >= 100) return null;
  if (observed && now - observed.at >= OBSERVED_SPAN_MS && progress > observed.progress) {
    return ((100 - progress) * (now - observed.at)) / (progress - observed.progress);
  }
  if (!startedAt || progress < 5) return null;
  const elapsed = now - Date.parse(startedAt);
  if (!Number.isFinite(elapsed) || elapsed <= 0) return null;
  return (elapsed * (100 - progress)) / progress;
}

/** Whole minutes for display; 0 means "less than a minute". */
export function remainingMinutes(ms: number): number {
  return ms < 60_000 ? 0 : Math.round(ms / 60_000);
}

import { isFinished, isInProgress } from '../shared/model-status';

export interface ModelUpdate {
  id: string;
  trainingStatus: string;
  errorMessage?: string | null;
  completedAt?: string | null;
}

export type TrainingNotice =
  | { kind: 'succeeded'; durationMs: 5000 }
  | { kind: 'failed'; message: string | null; durationMs: 5000 }
  | { kind: 'canceled'; durationMs: 3000 };

/** A training that ended this recently counts as "just ended" when its start was not seen (page opened late). */
const JUST_ENDED_MS = 2 * 60_000;

/**
 * Turns the stream of model updates into the spec's notices (§4): one per training that ends — success 5 s,
 * failure 5 s, canceled 3 s. Other updates (progress, activating a model, renaming) give none.
 */
export function createTrainingNoticeTracker(now: () => number = Date.now) {
  const lastStatus = new Map<string, string>();
  return (update: ModelUpdate): TrainingNotice | null => {
    const previous = lastStatus.get(update.id);
    lastStatus.set(update.id, update.trainingStatus);
    if (!isFinished(update.trainingStatus) || previous === update.trainingStatus) return null;
    const endedJustNow =
      previous !== undefined
        ? isInProgress(previous)
        : Boolean(update.completedAt) && now() - Date.parse(update.completedAt!) < JUST_ENDED_MS;
    if (!endedJustNow) return null;
    if (update.trainingStatus === 'succeeded') return { kind: 'succeeded', durationMs: 5000 };
    if (update.trainingStatus === 'failed') return { kind: 'failed', message: update.errorMessage || null, durationMs: 5000 };
    return { kind: 'canceled', durationMs: 3000 };
  };
}

import type { ReplicateTraining } from './replicate-types';

// tqdm bars, as the FLUX LoRA trainer prints them: "flux_train_replicate:  42%|████▏     | 420/1000 [05:00<06:55, …]".
const BAR = /(\d{1,3})%\s*\|[^|\n]*\|\s*(\d+)\/(\d+)/;

/** Percent of the training steps done, from the newest progress bar over `steps`; null when the logs have none. */
export function progressFromLogs(logs: string | null | undefined, steps: number): number | null {
  if (!logs) return null;
  const lines = logs.split(/[\r\n]+/).reverse();
  for (const line of lines) {
    const match = BAR.exec(line);
    // Other bars (captioning, loading shards) count other things; only the one over the training steps counts.
    if (match && Number(match[3]) === steps) return Math.min(99, (Number(match[2]) / steps) * 100);
  }
  return null;
}

/**
 * The training's progress, 0..100: from its logs when they show the step bar, otherwise an estimate from the
 * time since it started (capped at 95, so a slow training never looks finished).
 */
export function trainingProgress(training: ReplicateTraining, steps: number, expectedMs: number, now: number): number {
  if (training.status === 'succeeded') return 100;
  const fromLogs = progressFromLogs(training.logs, steps);
  if (fromLogs !== null) return fromLogs;
  const since = Date.parse(training.started_at ?? training.created_at);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.min(95, ((now - since) / expectedMs) * 100));
}

// eslint-disable-next-line no-control-regex -- an ANSI colour code starts with the escape character
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const MAX_MESSAGE = 300;

/**
 * The provider's error as a message for the user: colour codes dropped, a Python traceback reduced to its last
 * line (the exception), the exception class name dropped, whitespace collapsed, length capped.
 */
export function cleanProviderError(error: unknown, fallback = 'The training failed at the provider'): string {
  const text = typeof error === 'string' ? error : error == null ? '' : JSON.stringify(error);
  const lines = text
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let message = text.includes('Traceback (most recent call last)') ? (lines.at(-1) ?? '') : lines.join(' ');
  message = message.replace(/^[A-Za-z_][\w.]*(Error|Exception):\s*/, '').replace(/\s+/g, ' ').trim();
  if (!message) return fallback;
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

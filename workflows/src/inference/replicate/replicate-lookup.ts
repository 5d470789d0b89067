import type { ListPage, ReplicateClient, ReplicatePage } from './replicate-client';
import type { ReplicateRun } from './replicate-types';

// Finding a run this job may already have at Replicate, when its reference was never saved: a create whose answer
// was lost (a 500 after the run was made, a reset connection, a timeout) or a crash between the create and saving
// the reference. Replicate takes no idempotency key, but it lists the account's runs, newest first, and each run
// carries the webhook URL it was created with. Ours names the job (`jobId=<id>`, and `image=<i>` for a headshot), so
// a run of this job is one whose webhook carries that marker. Without webhooks (no secret configured, or no https
// origin) a run carries no marker and nothing can be looked up: the job then runs as if none existed.

/** Which runs belong to one item of a job: the job's id and, for a headshot, the image's index. */
export interface RunMarker {
  jobId: string;
  image?: number;
}

export interface LookupOptions {
  /** How far back the list is read: runs created earlier are not this job's retry (default: 6 hours). */
  lookBackMs?: number;
  /** The most pages read (100 runs each; default 5). */
  maxPages?: number;
  now?: () => number;
  signal?: AbortSignal;
}

export const LOOKUP_LOOK_BACK_MS = 6 * 3600_000;
export const LOOKUP_MAX_PAGES = 5;

/** Whether a run's webhook URL carries this marker (the same job, and the same image for a headshot). */
export function carriesMarker(webhook: string | null | undefined, marker: RunMarker): boolean {
  if (!webhook) return false;
  let query: URLSearchParams;
  try {
    query = new URL(webhook).searchParams;
  } catch {
    return false;
  }
  if (query.get('jobId') !== marker.jobId) return false;
  return marker.image === undefined ? !query.has('image') : query.get('image') === String(marker.image);
}

/**
 * The newest run of `kind` whose webhook carries `marker`, created within the look-back, that was not canceled; null
 * when the pages read hold none. Failures of the list calls are thrown as they are (ReplicateApiError).
 */
export async function findRunOf<T extends ReplicateRun>(client: ReplicateClient, kind: 'predictions' | 'trainings', marker: RunMarker, opts: LookupOptions = {}): Promise<T | null> {
  const now = opts.now ?? Date.now;
  const since = now() - (opts.lookBackMs ?? LOOKUP_LOOK_BACK_MS);
  const maxPages = opts.maxPages ?? LOOKUP_MAX_PAGES;
  const list = (page: ListPage) => (kind === 'predictions' ? client.listPredictions(page) : client.listTrainings(page)) as Promise<ReplicatePage<T>>;
  let next: string | null = null;
  for (let read = 0; read < maxPages; read++) {
    const page: ReplicatePage<T> = await list({ next, createdAfter: next ? undefined : new Date(since), signal: opts.signal });
    let older = false;
    for (const run of page.results ?? []) {
      const created = Date.parse(run.created_at);
      if (created < since) {
        older = true;
        continue;
      }
      if (run.status !== 'canceled' && carriesMarker(run.webhook, marker)) return run;
    }
    // Newest first: a page that reaches back past the look-back is the last one worth reading.
    if (older || !page.next) return null;
    next = page.next;
  }
  return null;
}

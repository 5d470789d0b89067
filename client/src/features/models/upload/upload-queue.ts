/**
 * One chosen file on its way to the server: being prepared (shrunk in the browser), waiting for a free upload,
 * uploading (with progress), being checked, or failed. A file that failed to send is kept, to be retried alone.
 */
export interface PendingUpload {
  key: string;
  file: File;
  previewUrl: string | null;
  progress: number;
  state: 'preparing' | 'waiting' | 'uploading' | 'checking' | 'failed';
  /** The spec's code (INVALID_FILE_FORMAT, FILE_TOO_LARGE, …) of a refused file, UPLOAD_FAILED when it did not get through. */
  error?: string;
  /** Sending it again may succeed (it did not get through, or the model was full): the card offers a retry. */
  retryable?: boolean;
}

export type QueueAction =
  | { type: 'add'; items: PendingUpload[] }
  | { type: 'prepared'; key: string; previewUrl: string | null }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

/** Codes that are the file's own verdict: the same bytes would be refused again. */
const FINAL_CODES = new Set(['INVALID_FILE_FORMAT', 'FILE_TOO_LARGE']);
export const isRetryable = (code: string) => !FINAL_CODES.has(code);

export function uploadQueue(items: PendingUpload[], action: QueueAction): PendingUpload[] {
  const update = (key: string, change: Partial<PendingUpload>) => items.map((i) => (i.key === key ? { ...i, ...change } : i));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'prepared':
      return update(action.key, { state: 'waiting', previewUrl: action.previewUrl });
    case 'start':
      return update(action.key, { state: 'uploading', progress: 0, error: undefined, retryable: undefined });
    case 'progress':
      // Once every byte is sent, the server is checking the photo.
      return update(action.key, { progress: action.fraction, state: action.fraction >= 1 ? 'checking' : 'uploading' });
    case 'failed':
      return update(action.key, { state: 'failed', error: action.error, retryable: isRetryable(action.error) });
    case 'retry':
      return update(action.key, { state: 'waiting', progress: 0, error: undefined, retryable: undefined });
    case 'remove':
      return items.filter((i) => i.key !== action.key);
  }
}

/** Files still counting towards the model's 20-photo limit. */
export const inFlight = (items: PendingUpload[]) => items.filter((i) => i.state !== 'failed').length;

/** One file on its way to the server: waiting, uploading (with progress), being checked, or refused. */
export interface PendingUpload {
  key: string;
  file: File;
  previewUrl: string | null;
  progress: number;
  state: 'waiting' | 'uploading' | 'checking' | 'failed';
  /** The spec's code (INVALID_FILE_FORMAT, FILE_TOO_LARGE, …) of a refused file. */
  error?: string;
}

export type QueueAction =
  | { type: 'add'; items: PendingUpload[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string };

export function uploadQueue(items: PendingUpload[], action: QueueAction): PendingUpload[] {
  const update = (key: string, change: Partial<PendingUpload>) => items.map((i) => (i.key === key ? { ...i, ...change } : i));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(action.key, { state: 'uploading', progress: 0 });
    case 'progress':
      // Once every byte is sent, the server is checking the photo.
      return update(action.key, { progress: action.fraction, state: action.fraction >= 1 ? 'checking' : 'uploading' });
    case 'failed':
      return update(action.key, { state: 'failed', error: action.error });
    case 'remove':
      return items.filter((i) => i.key !== action.key);
  }
}

/** Files still counting towards the model's 20-photo limit. */
export const inFlight = (items: PendingUpload[]) => items.filter((i) => i.state !== 'failed').length;

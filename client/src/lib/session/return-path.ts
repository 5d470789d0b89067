import { storageKeys } from '../../config/storage-keys';
import { readStorage, writeStorage } from '../storage';

/** How long a remembered return path holds: as long as an emailed invitation (7 days). */
const TTL_MS = 7 * 86_400_000;

/**
 * Where a visitor who left a public screen to sign up or log in goes afterwards, kept in the browser so it survives
 * the email confirmation (which may open in a new tab): the login after confirming returns there.
 */
export function rememberReturnPath(path: string, now = Date.now()): void {
  writeStorage(storageKeys.returnPath, JSON.stringify({ path, at: now }));
}

/** The remembered path, unless it is older than a week. */
export function readReturnPath(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(readStorage(storageKeys.returnPath) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (typeof saved?.path !== 'string' || typeof saved.at !== 'number' || now - saved.at > TTL_MS) return null;
    return saved.path.startsWith('/') ? saved.path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  writeStorage(storageKeys.returnPath, null);
}

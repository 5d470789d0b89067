import { storageKeys } from '../../config/storage-keys';
import type { Rich } from '../../features/landing/rich-text';

export type StorageKeyName = keyof typeof storageKeys;

/** What the cookie policy says of one browser storage entry. */
export interface StorageEntryText {
  holds: string;
  kind: string;
  lasts: string;
}

/**
 * The cookie policy's table: one row per key of client/src/config/storage-keys.ts, the key as the app writes it.
 * Typed by the file's keys, so a key added there cannot be left out of the policy.
 */
export function storageRows(texts: Record<StorageKeyName, StorageEntryText>): Rich[][] {
  return (Object.keys(storageKeys) as StorageKeyName[]).map((name) => [[{ strong: storageKeys[name] }], texts[name].holds, texts[name].kind, texts[name].lasts]);
}

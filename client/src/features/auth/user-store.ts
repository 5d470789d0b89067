import type { SessionUser } from './types';

/**
 * Where the signed-in user is kept: the one copy the whole client reads (useAuth().user). In memory until the
 * session's Apollo cache takes over (see live/current-user-live.tsx), so public pages need no Apollo.
 */
export interface UserStore {
  /** The same object until the user changes (React's useSyncExternalStore compares snapshots by identity). */
  read(): SessionUser | null;
  write(user: SessionUser | null): void;
  subscribe(onChange: () => void): () => void;
}

export function memoryUserStore(): UserStore {
  let user: SessionUser | null = null;
  const listeners = new Set<() => void>();
  return {
    read: () => user,
    write(next) {
      user = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}

/** The same user field by field: a store re-reading its source keeps answering the object it answered before. */
export function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof SessionUser)[]).every((key) => a[key] === b[key]);
}

type Listener = () => void;

const listeners = new Set<Listener>();

/** Fired when a 401 could not be recovered by a refresh: tokens are gone, the UI signs out and says so. */
export const sessionExpired = {
  emit(): void {
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

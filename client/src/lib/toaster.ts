import type { CreateToasterReturn } from '@chakra-ui/react';

/** Spec §9: 4000 ms, at most 3 visible, 356 px wide, 14 px apart, dismissed by a 45 px swipe; pauses on hover. */
export const toastDefaults = { duration: 4000, max: 3, gap: 14, width: 356, swipeThreshold: 45 } as const;

type ToastStore = CreateToasterReturn;
type ToastOptions = Parameters<ToastStore['create']>[0];

/**
 * The app's toaster. The toast machinery (Chakra/zag's toaster and its UI, about 10 KiB gzipped) loads with the first
 * toast, not with every page: calls before it is there wait in a queue, and the first one asks AppRoot to mount the
 * toaster (components/ui/toaster.tsx), which attaches its store here and runs them.
 */
let store: ToastStore | undefined;
const waiting: ((store: ToastStore) => void)[] = [];
const demandListeners = new Set<() => void>();
let demanded = false;
let lastId = 0;

function run(action: (store: ToastStore) => void) {
  if (store) return action(store);
  waiting.push(action);
  if (!demanded) {
    demanded = true;
    for (const listener of demandListeners) listener();
  }
}

export const toaster = {
  /** Shows a toast; answers its id at once (the toast may appear a moment later, the first time). */
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${++lastId}`;
    run((s) => void s.create({ ...options, id }));
    return id;
  },
  dismiss(id?: string): void {
    run((s) => void s.dismiss(id));
  },
};

/** Whether a toast was asked for yet (AppRoot mounts the toaster from then on). */
export const toastsDemanded = () => demanded;

export function subscribeToToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** Called by the mounted toaster with its store: runs what waited, and takes calls directly until it unmounts. */
export function attachToastStore(next: ToastStore): () => void {
  store = next;
  for (const action of waiting.splice(0)) action(next);
  return () => {
    if (store === next) store = undefined;
  };
}

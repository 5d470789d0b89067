import { useLayoutEffect, useState } from 'react';

/**
 * Prerendered pages are hydrated: the first render in the browser must produce what the prerender produced (a
 * signed-out visitor, the system colour mode), or React throws the server's HTML away. State read from the
 * browser (a stored token, the stored theme) therefore starts at the prerender's value while hydrating, and takes
 * the browser's value in a layout effect, before the first paint.
 */
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

const onServer = typeof document === 'undefined';

/** Whether this render must match the prerendered HTML (on the server, or the browser's hydration pass). */
export function rendersPrerenderedHtml(): boolean {
  return onServer || hydrating;
}

/** useState whose first value is `prerendered` when hydrating (then `read()` before paint), `read()` otherwise. */
export function useBrowserState<T>(prerendered: T, read: () => T) {
  const [fromPrerender] = useState(rendersPrerenderedHtml);
  const state = useState<T>(() => (fromPrerender ? prerendered : read()));
  const set = state[1];
  useLayoutEffect(() => {
    if (fromPrerender) set(read());
    // Once, after the hydrating render: later changes go through the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/**
 * False while the page is the prerendered HTML (on the server, and in the browser's hydrating render), true once
 * React owns it: controls that only work with scripts are disabled until then, so a click or a tick made before
 * hydration is refused visibly instead of being lost.
 */
export function useHydrated(): boolean {
  return useBrowserState(false, () => true)[0];
}

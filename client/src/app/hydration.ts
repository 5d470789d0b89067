import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';

/**
 * Prerendered pages are hydrated: a render that hydrates must produce what the prerender produced (a signed-out
 * visitor, the system colour mode, no query), or React throws the server's HTML away. Whether a render hydrates is
 * React's own knowledge, per part of the page: useSyncExternalStore answers its server snapshot while hydrating —
 * also in a part that hydrates later than the rest (one still loading its code) — and its client snapshot in every
 * other render. A global "hydrating" flag cleared when the root had hydrated was wrong for such late parts.
 */
const noSubscription = () => () => undefined;

/**
 * False while the page is the prerendered HTML (on the server, and in the browser's render that hydrates it), true
 * once React owns it: controls that only work with scripts are disabled until then, so a click or a tick made before
 * hydration is refused visibly instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * useState whose first value is `prerendered` when mounted by a hydrating render (then `read()` in a layout effect,
 * before the browser paints the hydrated page), and `read()` when mounted by any other render.
 */
export function useBrowserState<T>(prerendered: T, read: () => T) {
  const hydrating = !useHydrated();
  const [mountedHydrating] = useState(hydrating);
  const state = useState<T>(() => (mountedHydrating ? prerendered : read()));
  const set = state[1];
  useLayoutEffect(() => {
    if (mountedHydrating) set(read());
    // Once, after the hydrating render: later changes go through the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

const noQuery = new URLSearchParams();

/**
 * The address's query, as the prerender saw it (none) while hydrating and the real one after: a prerendered page
 * that draws something from its query (the pricing page's chosen plan) hydrates the HTML it was given, then shows the
 * choice.
 */
export function useQueryAfterHydration(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  return [useHydrated() ? params : noQuery, setParams];
}

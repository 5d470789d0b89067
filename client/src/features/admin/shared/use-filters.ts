import { useSearchParams } from 'react-router-dom';

/** List filters kept in the query (?kind=headshot&status=failed), so a filtered list can be linked to and reloaded. */
export function useFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = (changes: Partial<Record<K, string>>) =>
    setParams(
      (prev) => {
        // react-router hands every updater the query of the last render, not of the last update: two changes in one
        // moment would each start from the same query and the second would undo the first. The address bar holds the
        // latest (each update replaces it at once), so start from it.
        const next = new URLSearchParams(typeof window === 'undefined' ? prev : window.location.search);
        for (const [k, v] of Object.entries(changes) as [K, string | undefined][]) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { values, set };
}

/** A filter value for a query variable: undefined when empty (no filter). */
export const orUndefined = (value: string) => value || undefined;

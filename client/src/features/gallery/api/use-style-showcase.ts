import { useCallback, useEffect, useState } from 'react';
import { fetchStyleShowcase, type StyleShowcase } from './style-showcase';

interface ShowcaseState {
  data?: StyleShowcase;
  error?: unknown;
  loading: boolean;
}

/** Loads the style showcase once per visit; `retry` loads it again after a failure. */
export function useStyleShowcase() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ShowcaseState>({ loading: true });

  useEffect(() => {
    let current = true;
    fetchStyleShowcase().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState((prev) => ({ data: prev.data, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState((prev) => ({ data: prev.data, loading: true }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

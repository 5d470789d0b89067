import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

export interface TrainingEngineInfo {
  provider: 'local' | 'replicate' | 'fal';
  generative: boolean;
  estimate: { minSeconds: number; maxSeconds: number };
}

// Public pages have no Apollo client (it loads with the session), so this is a REST read, once per page load:
// the engine only changes with the server's configuration.
let pending: Promise<TrainingEngineInfo> | null = null;

function loadTrainingEngine(): Promise<TrainingEngineInfo> {
  pending ??= api.get<{ training: TrainingEngineInfo }>('/api/ai/engines').then(
    (result) => result.data.training,
    (error: unknown) => {
      pending = null; // the next screen tries again
      throw error;
    },
  );
  return pending;
}

export type TrainingEngineState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; engine: TrainingEngineInfo };

/** The engine a new training runs on (local or Replicate) and its usual duration. */
export function useTrainingEngine(): TrainingEngineState {
  const [state, setState] = useState<TrainingEngineState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadTrainingEngine().then(
      (engine) => live && setState({ status: 'ready', engine }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

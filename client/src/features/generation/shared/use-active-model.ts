import type { EngineProvider } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { ModelsQuery } from '../../models';
import { useToastOnError } from './load-failed';

export type ActiveModelState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'none' } | { status: 'ready'; modelId: string; provider: EngineProvider | null };

/**
 * The model generation uses (spec §5: an active model is required): the user's active model, once trained.
 * Reads the same cached list as the account page, which the app-wide training subscription keeps current.
 */
export function useActiveModel(): ActiveModelState {
  const { data, loading, error, refetch } = useAppQuery(ModelsQuery);
  useToastOnError(error, 'errors.MODELS_FETCH_FAILED');
  const models = data?.models;
  if (!models) return loading ? { status: 'loading' } : { status: 'error', retry: () => void refetch().catch(() => undefined) };
  const active = models.find((m) => m.isActive && m.trainingStatus === 'succeeded');
  return active ? { status: 'ready', modelId: active.id, provider: active.provider ?? null } : { status: 'none' };
}

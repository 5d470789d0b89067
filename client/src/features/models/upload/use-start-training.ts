import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { localizePath } from '../../../config/routes';
import { StartTrainingMutation } from '../api/model-mutations';

export type StartError =
  | { kind: 'notEnoughPhotos'; usable: number; needed: number }
  | { kind: 'insufficientCredits'; needed: number; available: number }
  | { kind: 'other'; code: string };

/** Starts the training; on success opens the training screen (the balance follows the hold by itself). */
export function useStartTraining(onNotEnoughPhotos: () => void) {
  const navigate = useNavigate();
  const { code } = useLanguage();
  const [mutate, { loading }] = useMutation(StartTrainingMutation);
  const [error, setError] = useState<StartError | null>(null);

  const start = async (modelId: string, name?: string): Promise<boolean> => {
    setError(null);
    try {
      const { data } = await mutate({ variables: { modelId, name: name ?? null } });
      const result = data?.startTraining;
      if (result?.__typename === 'ModelPayload') {
        navigate(localizePath('training', code, { modelId }));
        return true;
      }
      if (result?.__typename === 'NotEnoughPhotosError') {
        setError({ kind: 'notEnoughPhotos', usable: result.usable, needed: result.needed });
        onNotEnoughPhotos();
      } else if (result?.__typename === 'InsufficientCreditsError') {
        setError({ kind: 'insufficientCredits', needed: result.needed, available: result.available });
      } else setError({ kind: 'other', code: result && 'code' in result ? result.code : 'START_TRAINING_FAILED' });
    } catch {
      setError({ kind: 'other', code: 'START_TRAINING_FAILED' });
    }
    return false;
  };

  return { start, loading, error, clearError: () => setError(null) };
}

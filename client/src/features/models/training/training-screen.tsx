import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { localizePath } from '../../../config/routes';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { ModelQuery } from '../api/models-query';
import { CancelTrainingButton } from '../shared/cancel-training-button';
import { useModelName } from '../shared/model-name';
import { isFinished, isInProgress } from '../shared/model-status';
import { TrainingProgress } from './training-progress';
import { TrainingResult } from './training-result';

/** A live event can be missed (socket reconnecting); while training, the model is also re-read now and then. */
const FALLBACK_POLL_MS = 10_000;

/** /upload/:modelId: one model's training, updated live by the app-wide subscription through the cache. */
export function TrainingScreen() {
  const { modelId = '' } = useParams();
  const { code } = useLanguage();
  const displayName = useModelName();
  const { data, loading, error, startPolling, stopPolling } = useAppQuery(ModelQuery, { variables: { id: modelId } });
  const model = data?.model;
  const running = model ? isInProgress(model.trainingStatus) : false;

  useEffect(() => {
    if (!running) return;
    startPolling(FALLBACK_POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  if (model?.trainingStatus === 'draft') return <Navigate replace to={localizePath('upload', code)} />;
  return (
    <Page
      title={<FormattedMessage id="screens.training.title" />}
      lead={model && running ? <FormattedMessage id="models.training.lead" values={{ name: displayName(model.modelName) }} /> : undefined}
    >
      {!model && loading && <CenteredSpinner minHeight="30vh" />}
      {!model && !loading && (
        <Stack gap="4" align="start">
          <FormAlert>{error ? <FormattedMessage id="errors.MODELS_FETCH_FAILED" /> : <FormattedMessage id="models.training.notFound" />}</FormAlert>
          <ButtonLink screen="upload" variant="outline">
            <FormattedMessage id="screens.upload.title" />
          </ButtonLink>
        </Stack>
      )}
      {model && (
        <Stack gap="6" data-testid="training-screen" data-status={model.trainingStatus}>
          <Text fontSize="xl" fontWeight="semibold">{displayName(model.modelName)}</Text>
          {isInProgress(model.trainingStatus) && (
            <>
              <TrainingProgress status={model.trainingStatus} progress={model.progress} startedAt={model.startedAt} />
              <CancelTrainingButton modelId={model.id} alignSelf="start" />
            </>
          )}
          {isFinished(model.trainingStatus) && <TrainingResult status={model.trainingStatus} errorMessage={model.errorMessage} />}
        </Stack>
      )}
    </Page>
  );
}

import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { ModelsQuery } from '../api/models-query';
import { isInProgress } from '../shared/model-status';
import { ModelRow } from './model-row';
import { useModelActions } from './use-model-actions';

/** Account → AI models: the user's models, live through the app-wide subscription. */
export function ModelsTab() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useAppQuery(ModelsQuery);
  const actions = useModelActions();
  const models = data?.models;
  const running = models?.some((m) => isInProgress(m.trainingStatus)) ?? false;

  // A fallback for a live event missed while the socket reconnects.
  useEffect(() => {
    if (!running) return;
    startPolling(10_000);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  if (!models && loading) return <CenteredSpinner minHeight="20vh" />;
  if (!models) {
    return (
      <Stack gap="3" align="start">
        <FormAlert>
          <FormattedMessage id="errors.MODELS_FETCH_FAILED" />
        </FormAlert>
        <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <FormattedMessage id="models.list.retry" />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="models-tab">
      {error && (
        <FormAlert>
          <FormattedMessage id="errors.MODELS_FETCH_FAILED" />
        </FormAlert>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          <FormattedMessage id="models.list.title" />
        </Heading>
        <ButtonLink screen="upload" size="sm">
          <FormattedMessage id="models.list.newModel" />
        </ButtonLink>
      </HStack>
      {models.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="models.list.empty" />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {models.map((model) => (
            <ModelRow key={model.id} model={model} actions={actions} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

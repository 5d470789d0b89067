import { Button, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import type { ActiveModelState } from './use-active-model';

/** What a generator shows instead of its form until an active, trained model is known (spec §5, §8 no model). */
export function ModelGate({ model }: { model: Exclude<ActiveModelState, { status: 'ready' }> }) {
  if (model.status === 'loading') return <CenteredSpinner minHeight="20vh" />;
  if (model.status === 'error') {
    return (
      <Stack gap="3" align="start">
        <FormAlert>
          <FormattedMessage id="errors.MODELS_FETCH_FAILED" />
        </FormAlert>
        <Button variant="outline" onClick={model.retry}>
          <FormattedMessage id="models.list.retry" />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3" align="start" data-testid="no-model">
      <FormAlert status="warning">
        <FormattedMessage id="generator.errors.noModel" />
      </FormAlert>
      <ButtonLink screen="upload">
        <FormattedMessage id="generator.noModel.upload" />
      </ButtonLink>
    </Stack>
  );
}

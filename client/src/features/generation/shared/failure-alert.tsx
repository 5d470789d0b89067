import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { failureMessage, type GenerationFailure } from './generation-failure';

/** Why the last request was refused, kept beside the form after its toast is gone; with the way to more credits. */
export function FailureAlert({ failure }: { failure: GenerationFailure }) {
  const { id, values } = failureMessage(failure);
  return (
    <FormAlert>
      <Stack gap="1" data-testid="generation-failure">
        <Text>
          <FormattedMessage id={id} values={values} />
        </Text>
        {failure.kind === 'insufficientCredits' && (
          <AppLink screen="pricing" fontWeight="semibold">
            <FormattedMessage id="models.startError.buyCredits" />
          </AppLink>
        )}
        {failure.kind === 'noModel' && (
          <AppLink screen="upload" fontWeight="semibold">
            <FormattedMessage id="generator.noModel.upload" />
          </AppLink>
        )}
      </Stack>
    </FormAlert>
  );
}

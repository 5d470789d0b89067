import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';

interface TrainingResultProps {
  status: 'succeeded' | 'failed' | 'canceled';
  errorMessage: string | null;
}

/** How a training ended, and where to go next. */
export function TrainingResult({ status, errorMessage }: TrainingResultProps) {
  if (status === 'succeeded') {
    return (
      <Stack gap="4">
        <FormAlert status="success" title={<FormattedMessage id="models.training.readyTitle" />}>
          <FormattedMessage id="models.notice.succeeded" />
        </FormAlert>
        <HStack gap="3" wrap="wrap">
          <ButtonLink screen="generator">
            <FormattedMessage id="models.training.generate" />
          </ButtonLink>
          <ButtonLink screen="account" search="?tab=models" variant="outline">
            <FormattedMessage id="models.training.manage" />
          </ButtonLink>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <FormAlert
        status={status === 'failed' ? 'error' : 'info'}
        title={<FormattedMessage id={status === 'failed' ? 'models.training.failedTitle' : 'models.training.canceledTitle'} />}
      >
        {status === 'failed' && <Text>{errorMessage || <FormattedMessage id="models.notice.tryLater" />}</Text>}
      </FormAlert>
      <ButtonLink screen="upload" alignSelf="start" variant="outline">
        <FormattedMessage id="models.training.tryAgain" />
      </ButtonLink>
    </Stack>
  );
}

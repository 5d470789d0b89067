import { Button, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';

/** A list that could not be loaded: the spec's message and a retry. */
export function LoadFailed({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <Stack gap="3" align="start">
      <FormAlert>
        <FormattedMessage id={messageId} />
      </FormAlert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <FormattedMessage id="library.list.retry" />
      </Button>
    </Stack>
  );
}

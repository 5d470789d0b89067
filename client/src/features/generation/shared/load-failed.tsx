import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { useErrorToast } from './use-failure-toast';

/** A list or options that could not be loaded: our message and a way to try again. */
export function LoadFailed({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <Stack gap="3" align="start">
      <FormAlert>
        <FormattedMessage id={messageId} />
      </FormAlert>
      <Button variant="outline" onClick={onRetry}>
        <FormattedMessage id="models.list.retry" />
      </Button>
    </Stack>
  );
}

/** The same failure as a toast (spec §8: errors are notifications), once per failed load. */
export function useToastOnError(error: unknown, messageId: string): void {
  const errorToast = useErrorToast();
  // The toast function is new on every render; the error is what changes.
  const toast = useEffectEvent((id: string) => errorToast(id));
  useEffect(() => {
    if (error) toast(messageId);
  }, [error, messageId]);
}

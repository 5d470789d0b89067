import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';

/** Nothing here yet: what to do about it, with a way to the generator (or another action). */
export function EmptyState({ textId, action }: { textId: string; action?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="lg" data-testid="empty-state">
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id={textId} />
      </Text>
      {action ?? (
        <ButtonLink screen="generator">
          <FormattedMessage id="library.empty.generate" />
        </ButtonLink>
      )}
    </Stack>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled part of the team tab (h3 under the tab's team heading), with an optional lead line. */
export function TeamSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" data-testid={id}>
      <Heading as="h3" size="md" id={id}>
        <FormattedMessage id={title} />
      </Heading>
      {lead && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id={lead} />
        </Text>
      )}
      {children}
    </Stack>
  );
}

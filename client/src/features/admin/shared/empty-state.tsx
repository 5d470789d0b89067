import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A list with nothing in it, said plainly (spec §8's admin empty states). */
export function EmptyState({ id }: { id: string }) {
  return (
    <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="l2" data-testid="admin-empty">
      <FormattedMessage id={id} />
    </Text>
  );
}

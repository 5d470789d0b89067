import { Badge, CloseButton, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/** A filter set from a row (a user, an administrator), with × to clear it. */
export function FilterChip({ label, value, onClear }: { label: string; value: string; onClear: () => void }) {
  const intl = useIntl();
  return (
    <Badge size="lg" variant="subtle" colorPalette="blue" gap="1" data-testid="admin-filter-chip">
      <HStack gap="1">
        <FormattedMessage id={label} values={{ value }} />
        <CloseButton size="2xs" onClick={onClear} aria-label={intl.formatMessage({ id: 'admin.filter.clear' }, { value })} />
      </HStack>
    </Badge>
  );
}

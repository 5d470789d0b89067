import { Badge, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { AdminInvoiceFieldsFragment } from '../../../gql/graphql';
import { camel } from '../shared/format';

const color: Record<string, string> = { not_applicable: 'gray', pending: 'orange', sent: 'blue', accepted: 'green', rejected: 'red' };

/** Where an invoice stands with KSeF: the status, then its KSeF number, or the rejection's reason (the last failure while pending). */
export function KsefState({ invoice }: { invoice: AdminInvoiceFieldsFragment }) {
  const { ksefStatus: status, ksefNumber, ksefError, ksefAttempts } = invoice;
  return (
    <Stack gap="1" align="start" whiteSpace="normal">
      <Badge colorPalette={color[status] ?? 'gray'} data-testid="admin-invoice-ksef">
        <FormattedMessage id={`admin.ksefStatus.${camel(status)}`} />
      </Badge>
      {ksefNumber && (
        <Text fontSize="xs" fontFamily="mono" overflowWrap="anywhere">
          <FormattedMessage id="admin.invoices.ksefNumber" values={{ number: ksefNumber }} />
        </Text>
      )}
      {ksefError && status !== 'accepted' && (
        <Text fontSize="xs" color={status === 'rejected' ? 'red.fg' : 'fg.muted'} overflowWrap="anywhere" data-testid="admin-invoice-reason">
          <FormattedMessage id={status === 'rejected' ? 'admin.invoices.reason' : 'admin.invoices.lastError'} values={{ reason: ksefError }} />
        </Text>
      )}
      {status !== 'not_applicable' && ksefAttempts > 0 && (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="admin.invoices.attempts" values={{ count: ksefAttempts }} />
        </Text>
      )}
    </Stack>
  );
}

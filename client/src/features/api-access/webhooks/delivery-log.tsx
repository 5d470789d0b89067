import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDate } from '../../../lib/intl/format';
import { WebhookDeliveriesQuery } from '../api/webhook-operations';
import { NONE } from '../shared';

const statusColor: Record<string, string> = { pending: 'orange', succeeded: 'green', failed: 'red' };

/** The endpoint's newest deliveries: event, status, attempts, the last status code and error. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { code } = useLanguage();
  const { data, error, loading, refetch } = useQuery(WebhookDeliveriesQuery, { variables: { endpointId, first: 50 }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  if (!data) return error ? <FormAlert><FormattedMessage id="api.deliveries.loadFailed" /></FormAlert> : <CenteredSpinner />;
  const rows = data.webhookDeliveries;
  return (
    <>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          <FormattedMessage id="api.deliveries.title" />
        </Text>
        <Button size="xs" variant="ghost" onClick={() => void refetch()} loading={loading}>
          <FormattedMessage id="api.deliveries.refresh" />
        </Button>
      </HStack>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="api.deliveries.empty" />
        </Text>
      ) : (
        <DataTable messages="api.deliveries" columns={['date', 'event', 'status', 'attempts', 'code', 'error']}>
          {rows.map((d) => (
            <Table.Row key={d.id} data-testid="webhook-delivery-row">
              <Table.Cell whiteSpace="nowrap">{formatDate(d.createdAt, code, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Cell>
              <Table.Cell fontFamily="mono">{d.eventType}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusColor[d.status] ?? 'gray'}>
                  <FormattedMessage id={`api.deliveryStatus.${d.status}`} />
                </Badge>
              </Table.Cell>
              <Table.Cell>{d.attempts}</Table.Cell>
              <Table.Cell>{d.lastStatusCode ?? NONE}</Table.Cell>
              <Table.Cell overflowWrap="anywhere" fontSize="xs">{d.lastError ?? NONE}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </>
  );
}

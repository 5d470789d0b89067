import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDate, formatMoney } from '../../../lib/intl/format';
import { PaymentHistoryQuery } from '../api/account-operations';
import { MyInvoicesQuery } from '../api/invoice-operations';
import { PaymentInvoices } from './payment-invoices';

const statusColor = { paid: 'green', pending: 'orange', failed: 'red', refunded: 'blue', canceled: 'gray', expired: 'gray' } as const;
const columns = ['date', 'product', 'subscription', 'status', 'amount', 'invoice'] as const;
const pageSize = 20;

/** Spec §3 payment history: date, product, subscription, status, amount, and the invoices; newest first, more on request. */
export function PaymentHistory() {
  const { code } = useLanguage();
  const { data, loading, error, fetchMore } = useQuery(PaymentHistoryQuery, { variables: { first: pageSize }, fetchPolicy: 'cache-and-network' });
  const page = data?.paymentHistory;
  const rows = page?.edges.map((edge) => edge.node);
  // Oldest first within a payment: its invoice, then its corrections.
  const invoices = useQuery(MyInvoicesQuery, { fetchPolicy: 'cache-and-network' }).data?.invoices ?? [];
  const invoicesOf = (paymentId: string) => invoices.filter((i) => i.paymentId === paymentId).reverse();

  const more = () =>
    void fetchMore({
      variables: { after: page?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        paymentHistory: { ...fetchMoreResult.paymentHistory, edges: [...prev.paymentHistory.edges, ...fetchMoreResult.paymentHistory.edges] },
      }),
    });

  return (
    <Stack gap="3" as="section" aria-labelledby="payment-history-title">
      <Heading as="h2" size="lg" id="payment-history-title">
        <FormattedMessage id="account.history.title" />
      </Heading>
      {loading && !page && <CenteredSpinner />}
      {error && !page && (
        <FormAlert>
          <FormattedMessage id="account.history.loadFailed" />
        </FormAlert>
      )}
      {rows && rows.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="account.history.empty" />
        </Text>
      )}
      {rows && rows.length > 0 && (
        <DataTable messages="account.history" columns={columns} endColumns={['amount']}>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="payment-history-row">
              <Table.Cell>{formatDate(row.date, code)}</Table.Cell>
              <Table.Cell>{row.plan[code]}</Table.Cell>
              <Table.Cell>
                <FormattedMessage id={row.interval ? `pricing.interval.${row.interval}` : 'account.history.oneOff'} />
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusColor[row.status]}>
                  <FormattedMessage id={`payments.status.${row.status}`} />
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(row.amount, code, row.currency)}
              </Table.Cell>
              <Table.Cell>
                <PaymentInvoices paymentId={row.id} status={row.status} invoices={invoicesOf(row.id)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      {page?.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="start" onClick={more}>
          <FormattedMessage id="account.history.more" />
        </Button>
      )}
    </Stack>
  );
}

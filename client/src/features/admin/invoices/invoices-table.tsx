import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import type { AdminInvoiceFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/intl/format';
import { formatDateTime, NONE } from '../shared/format';
import { KsefState } from './ksef-state';
import { useInvoiceActions } from './use-invoice-actions';

const columns = ['number', 'issued', 'buyer', 'gross', 'ksef', 'actions'];

/** Invoices with their buyer, account, amount and KSeF state; each one's PDF, and a resend to KSeF where it can be. */
export function InvoicesTable({ invoices }: { invoices: readonly AdminInvoiceFieldsFragment[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const actions = useInvoiceActions();
  const { resending } = actions;
  return (
    <>
      <DataTable messages="admin.invoices" columns={columns} endColumns={['gross']}>
        {invoices.map((i) => (
          <Table.Row key={i.id} data-testid="admin-invoice-row" data-ksef={i.ksefStatus} verticalAlign="top">
            <Table.Cell>
              <Stack gap="0.5">
                <Text whiteSpace="nowrap" fontFamily="mono" fontSize="xs" data-testid="admin-invoice-number">
                  {i.number}
                </Text>
                <Text fontSize="xs" color={i.kind === 'correction' ? 'orange.fg' : 'fg.muted'}>
                  <FormattedMessage id={`admin.invoiceKind.${i.kind}`} />
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{formatDateTime(i.issuedAt, code)}</Table.Cell>
            <Table.Cell minW="48">
              <Stack gap="0">
                <Text overflowWrap="anywhere">{i.buyerName}</Text>
                {i.buyerTaxId ? (
                  <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                    {i.buyerTaxId}
                  </Text>
                ) : (
                  i.consumer && (
                    <Badge variant="outline" alignSelf="start">
                      <FormattedMessage id="admin.invoices.consumer" />
                    </Badge>
                  )
                )}
                <Text fontSize="xs" overflowWrap="anywhere" mt="1">
                  {i.userEmail ? (
                    <AppLink screen="adminUsers" search={`?user=${encodeURIComponent(i.userId)}`}>
                      {i.userEmail}
                    </AppLink>
                  ) : (
                    NONE
                  )}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatMoney(i.grossMinor / 100, code, i.currency.toUpperCase())}
            </Table.Cell>
            <Table.Cell minW="56" whiteSpace="normal">
              <KsefState invoice={i} />
            </Table.Cell>
            <Table.Cell>
              <Stack gap="1.5" align="stretch">
                <Button
                  size="xs"
                  variant="outline"
                  loading={actions.downloading === i.id}
                  onClick={() => void actions.download(i)}
                  aria-label={intl.formatMessage({ id: 'admin.invoices.downloadLabel' }, { number: i.number })}
                >
                  <FormattedMessage id="admin.invoices.download" />
                </Button>
                {i.resendable && (
                  <Button size="xs" variant="outline" colorPalette="orange" onClick={() => actions.ask(i)}>
                    <FormattedMessage id="admin.invoices.resend" />
                  </Button>
                )}
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <ConfirmDialog
        open={resending !== null}
        onClose={actions.close}
        onConfirm={() => void actions.confirm()}
        loading={actions.busy}
        title={<FormattedMessage id="admin.invoices.resendConfirmTitle" />}
        confirmLabel={<FormattedMessage id="admin.invoices.resend" />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
      >
        <Text mb="3">
          <FormattedMessage id="admin.invoices.resendConfirmText" values={{ number: resending?.number ?? '' }} />
        </Text>
        {resending && (
          <Box mb="3">
            <KsefState invoice={resending} />
          </Box>
        )}
        <FormField
          name="resendReason"
          label={intl.formatMessage({ id: 'admin.invoices.resendReason' })}
          value={actions.reason}
          onChange={(e) => actions.setReason(e.currentTarget.value)}
          error={actions.reasonError}
          maxLength={500}
          required
        />
      </ConfirmDialog>
    </>
  );
}

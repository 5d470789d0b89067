import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import type { AdminUserQuery } from '../../../gql/graphql';
import { formatDate, formatMoney } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { AdminRefundPaymentMutation } from '../api/admin-mutations';
import { AdminUserQuery as AdminUserDocument } from '../api/admin-queries';
import { adminErrorId } from '../shared/admin-errors';
import { NONE } from '../shared/format';
import { reasonProblem } from './reason';

type Payment = AdminUserQuery['adminUser']['payments'][number];

/** The user's payments; a paid Stripe payment can be refunded in full with a reason, after a confirmation. */
export function UserPayments({ userId, rows }: { userId: string; rows: Payment[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refund, { loading }] = useMutation(AdminRefundPaymentMutation, {
    refetchQueries: [{ query: AdminUserDocument, variables: { id: userId } }],
    awaitRefetchQueries: true,
  });
  const close = () => {
    setRefunding(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirm = async () => {
    const problem = reasonProblem(intl, reason);
    setReasonError(problem);
    if (!refunding || problem) return;
    try {
      await refund({ variables: { paymentId: refunding.id, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'admin.refund.done' }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: adminErrorId(e, 'admin.refund.failed') }) });
    }
    close();
  };

  return (
    <>
      <DataTable messages="admin.payments" columns={['date', 'plan', 'status', 'credits', 'amount', 'actions']} endColumns={['credits', 'amount']}>
        {rows.map((p) => (
          <Table.Row key={p.id} data-testid="admin-payment-row">
            <Table.Cell whiteSpace="nowrap">{formatDate(p.createdAt, code)}</Table.Cell>
            <Table.Cell>{p.planId ?? NONE}</Table.Cell>
            <Table.Cell>
              <Badge>{p.status}</Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">{p.credits ?? NONE}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatMoney(p.amountMinor / 100, code, p.currency.toUpperCase())}
            </Table.Cell>
            <Table.Cell>
              {p.refundable && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRefunding(p)}>
                  <FormattedMessage id="admin.refund.submit" />
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <ConfirmDialog
        open={refunding !== null}
        onClose={close}
        onConfirm={() => void confirm()}
        loading={loading}
        destructive
        title={<FormattedMessage id="admin.refund.confirmTitle" />}
        confirmLabel={<FormattedMessage id="admin.refund.submit" />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
      >
        <Text mb="3">
          <FormattedMessage
            id="admin.refund.confirmText"
            values={{ amount: refunding ? formatMoney(refunding.amountMinor / 100, code, refunding.currency.toUpperCase()) : '', credits: refunding?.credits ?? 0 }}
          />
        </Text>
        <FormField
          name="refundReason"
          label={intl.formatMessage({ id: 'admin.refund.reason' })}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          maxLength={500}
          required
        />
      </ConfirmDialog>
    </>
  );
}

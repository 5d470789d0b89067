import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { AdminAdjustCreditsMutation } from '../api/admin-mutations';
import { AdminUserQuery } from '../api/admin-queries';
import { adminErrorId } from '../shared/admin-errors';
import { reasonProblem } from './reason';

/** Adds (positive) or takes (negative) personal credits with a required reason, after a confirmation. */
export function AdjustCreditsForm({ user }: { user: AdminUserFieldsFragment }) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [adjust, { loading }] = useMutation(AdminAdjustCreditsMutation, {
    refetchQueries: [{ query: AdminUserQuery, variables: { id: user.id } }],
    awaitRefetchQueries: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const next = {
      amount: amount.trim() !== '' && Number.isInteger(value) && value !== 0 ? undefined : intl.formatMessage({ id: 'admin.adjust.invalidAmount' }),
      reason: reasonProblem(intl, reason),
    };
    setErrors(next);
    setFailure(undefined);
    if (!next.amount && !next.reason) setConfirming(value);
  };

  const confirm = async () => {
    if (confirming === null) return;
    try {
      await adjust({ variables: { userId: user.id, amount: confirming, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'admin.adjust.done' }, { amount: confirming, email: user.email }) });
      setAmount('');
      setReason('');
    } catch (e) {
      setFailure(intl.formatMessage({ id: adminErrorId(e, 'admin.adjust.failed') }));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <FormStack onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'admin.adjust.title' })}>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.adjust.lead" />
      </Text>
      <FormField
        name="adjustAmount"
        type="number"
        inputMode="numeric"
        step={1}
        label={intl.formatMessage({ id: 'admin.adjust.amount' })}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={errors.amount}
        required
      />
      <FormField
        name="adjustReason"
        label={intl.formatMessage({ id: 'admin.adjust.reason' })}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={errors.reason}
        maxLength={500}
        required
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" alignSelf="start" loading={loading}>
        <FormattedMessage id="admin.adjust.submit" />
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
        loading={loading}
        destructive={(confirming ?? 0) < 0}
        title={<FormattedMessage id="admin.adjust.confirmTitle" />}
        confirmLabel={<FormattedMessage id="admin.adjust.confirm" />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
      >
        <Text>
          <FormattedMessage
            id={(confirming ?? 0) > 0 ? 'admin.adjust.confirmAdd' : 'admin.adjust.confirmTake'}
            values={{ count: Math.abs(confirming ?? 0), email: user.email, balance: user.creditsBalance, after: user.creditsBalance + (confirming ?? 0) }}
          />
        </Text>
        <Text mt="2" fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.adjust.confirmReason" values={{ reason: reason.trim() }} />
        </Text>
      </ConfirmDialog>
    </FormStack>
  );
}

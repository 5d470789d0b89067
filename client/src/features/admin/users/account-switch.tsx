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
import { AdminDisableUserMutation, AdminEnableUserMutation } from '../api/admin-mutations';
import { AdminUserQuery } from '../api/admin-queries';
import { adminErrorId } from '../shared/admin-errors';
import { reasonProblem } from './reason';

/** Disables an account with a reason (its sessions end at once), or enables a disabled one; both after a confirmation. */
export function AccountSwitch({ user }: { user: AdminUserFieldsFragment }) {
  const intl = useIntl();
  const disabled = Boolean(user.disabledAt);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const refetch = { refetchQueries: [{ query: AdminUserQuery, variables: { id: user.id } }], awaitRefetchQueries: true };
  const [disable, { loading: disabling }] = useMutation(AdminDisableUserMutation, refetch);
  const [enable, { loading: enabling }] = useMutation(AdminEnableUserMutation, refetch);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = disabled ? undefined : reasonProblem(intl, reason);
    setReasonError(problem);
    setFailure(undefined);
    if (!problem) setConfirming(true);
  };

  const confirm = async () => {
    try {
      if (disabled) await enable({ variables: { userId: user.id } });
      else await disable({ variables: { userId: user.id, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: disabled ? 'admin.disable.enabled' : 'admin.disable.disabled' }, { email: user.email }) });
      setReason('');
    } catch (e) {
      setFailure(intl.formatMessage({ id: adminErrorId(e, disabled ? 'admin.disable.enableFailed' : 'admin.disable.failed') }));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <FormStack onSubmit={onSubmit}>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id={disabled ? 'admin.disable.enableLead' : 'admin.disable.lead'} />
      </Text>
      {!disabled && (
        <FormField
          name="disableReason"
          label={intl.formatMessage({ id: 'admin.disable.reason' })}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          maxLength={500}
          required
        />
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" alignSelf="start" variant="outline" colorPalette={disabled ? undefined : 'red'} loading={disabling || enabling}>
        <FormattedMessage id={disabled ? 'admin.disable.enableSubmit' : 'admin.disable.submit'} />
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
        loading={disabling || enabling}
        destructive={!disabled}
        title={<FormattedMessage id={disabled ? 'admin.disable.enableConfirmTitle' : 'admin.disable.confirmTitle'} values={{ email: user.email }} />}
        confirmLabel={<FormattedMessage id={disabled ? 'admin.disable.enableSubmit' : 'admin.disable.submit'} />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
      >
        <Text>
          <FormattedMessage id={disabled ? 'admin.disable.enableConfirmText' : 'admin.disable.confirmText'} />
        </Text>
      </ConfirmDialog>
    </FormStack>
  );
}

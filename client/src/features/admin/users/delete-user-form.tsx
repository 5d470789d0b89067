import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { graphqlErrorCode } from '../../../lib/apollo/graphql-error';
import { toaster } from '../../../lib/toaster';
import { AdminDeleteUserMutation } from '../api/admin-mutations';
import { AdminUserQuery } from '../api/admin-queries';
import { adminErrorId } from '../shared/admin-errors';
import { reasonProblem } from './reason';

const REFUSALS: Record<string, string> = {
  CANNOT_DELETE_SELF: 'admin.deleteUser.cannotDeleteSelf',
  TEAM_HANDOVER_REQUIRED: 'admin.deleteUser.teamHandover',
  ACCOUNT_DELETED: 'admin.deleteUser.alreadyDeleted',
};

/** Deletes an account for good, with a reason kept in the audit log, after a confirmation (adminDeleteUser). */
export function DeleteUserForm({ user }: { user: AdminUserFieldsFragment }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(AdminDeleteUserMutation, { refetchQueries: [{ query: AdminUserQuery, variables: { id: user.id } }], awaitRefetchQueries: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblem(intl, reason);
    setReasonError(problem);
    setFailure(undefined);
    if (!problem) setConfirming(true);
  };

  const confirm = async () => {
    try {
      await remove({ variables: { userId: user.id, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'admin.deleteUser.deleted' }, { email: user.email }) });
      setReason('');
    } catch (e) {
      const code = graphqlErrorCode(e);
      setFailure(intl.formatMessage({ id: (code && REFUSALS[code]) ?? adminErrorId(e, 'admin.deleteUser.failed') }));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <FormStack onSubmit={onSubmit}>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.deleteUser.lead" />
      </Text>
      <FormField
        name="deleteReason"
        label={intl.formatMessage({ id: 'admin.deleteUser.reason' })}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={reasonError}
        maxLength={500}
        required
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" alignSelf="start" colorPalette="red" loading={loading}>
        <FormattedMessage id="admin.deleteUser.submit" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirm()}
        loading={loading}
        destructive
        title={<FormattedMessage id="admin.deleteUser.confirmTitle" values={{ email: user.email }} />}
        confirmLabel={<FormattedMessage id="admin.deleteUser.submit" />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
      >
        <Text>
          <FormattedMessage id="admin.deleteUser.confirmText" />
        </Text>
      </ConfirmDialog>
    </FormStack>
  );
}

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TeamRole } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { ChangeTeamMemberRoleMutation, RemoveTeamMemberMutation } from '../api/team-mutations';
import { TeamDetailsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';
import { refreshAfterTeamChange } from '../api/use-switch-team';

export interface PendingRemoval {
  kind: 'remove' | 'leave';
  userId: string;
  name: string;
}

/** Role changes at once; removing a member or leaving after a confirmation. Failures are toasts by code. */
export function useMemberActions(teamId: string, onLeft: () => void) {
  const intl = useIntl();
  const client = useApolloClient();
  const [confirming, setConfirming] = useState<PendingRemoval | null>(null);
  const refetch = { refetchQueries: [{ query: TeamDetailsQuery, variables: { id: teamId } }], awaitRefetchQueries: true };
  const [change, { loading: changing }] = useMutation(ChangeTeamMemberRoleMutation, refetch);
  const [remove, { loading: removing }] = useMutation(RemoveTeamMemberMutation);
  const fail = (error: unknown, fallback: string) => toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(error, fallback) }) });

  const changeRole = async (userId: string, role: TeamRole) => {
    try {
      await change({ variables: { teamId, userId, role } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.members.roleChanged' }) });
    } catch (e) {
      fail(e, 'teams.errors.changeRole');
      // The select shows the role the server kept.
      await client.refetchQueries({ include: [TeamDetailsQuery] }).catch(() => undefined);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, userId, name } = confirming;
    try {
      await remove({ variables: { teamId, userId } });
      setConfirming(null);
      if (kind === 'leave') {
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.members.left' }) });
        onLeft();
        // Leaving may end the team as the current wallet: everything is read again.
        await refreshAfterTeamChange(client);
      } else {
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.members.removed' }, { name }) });
        await client.refetchQueries({ include: [TeamDetailsQuery] }).catch(() => undefined);
      }
    } catch (e) {
      setConfirming(null);
      fail(e, kind === 'leave' ? 'teams.errors.leave' : 'teams.errors.removeMember');
    }
  };

  return { confirming, ask: setConfirming, cancel: () => setConfirming(null), confirm, changeRole, busy: changing || removing };
}

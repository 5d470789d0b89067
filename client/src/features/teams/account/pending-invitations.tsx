import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { RevokeTeamInvitationMutation } from '../api/team-mutations';
import { TeamDetailsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';
import type { TeamDetails } from './team-types';

/** Pending invitations (emails and links) with their limits; each can be revoked. */
export function PendingInvitations({ teamId, invitations }: { teamId: string; invitations: TeamDetails['invitations'] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [revoke, { loading }] = useMutation(RevokeTeamInvitationMutation, {
    refetchQueries: [{ query: TeamDetailsQuery, variables: { id: teamId } }],
    awaitRefetchQueries: true,
  });
  const pending = invitations.filter((i) => i.status === 'pending');
  const onRevoke = (invitationId: string) =>
    revoke({ variables: { teamId, invitationId } }).then(
      () => toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.invitations.revoked' }) }),
      (e: unknown) => toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.errors.revoke') }) }),
    );

  if (pending.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="teams.invitations.empty" />
      </Text>
    );
  }
  return (
    <DataTable messages="teams.invitations" columns={['invited', 'role', 'uses', 'expires', 'actions']}>
      {pending.map((i) => (
        <Table.Row key={i.id} data-testid="team-invitation-row">
          <Table.Cell overflowWrap="anywhere">
            <Badge me="2" variant="outline">
              <FormattedMessage id={`teams.invitations.kind${i.kind === 'email' ? 'Email' : 'Link'}`} />
            </Badge>
            {i.kind === 'email' ? i.email : i.allowedDomain ? <FormattedMessage id="teams.invitations.domainOnly" values={{ domain: i.allowedDomain }} /> : <FormattedMessage id="teams.invitations.anyone" />}
          </Table.Cell>
          <Table.Cell>
            <FormattedMessage id={`teams.role.${i.role}`} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {i.maxUses ? <FormattedMessage id="teams.invitations.usesOf" values={{ count: i.useCount, max: i.maxUses }} /> : i.useCount}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(i.expiresAt, code)}</Table.Cell>
          <Table.Cell>
            <Button size="xs" variant="outline" colorPalette="red" disabled={loading} onClick={() => void onRevoke(i.id)}>
              <FormattedMessage id="teams.invitations.revoke" />
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

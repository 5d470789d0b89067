import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/intl/format';
import { useAuth } from '../../auth';
import { RoleSelect } from './role-select';
import type { TeamDetails } from './team-types';
import { useMemberActions } from './use-member-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Members with their roles; admins change roles and remove, anyone leaves (the last admin is refused by the server). */
export function TeamMembers({ team, onLeft }: { team: TeamDetails; onLeft: () => void }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const { user } = useAuth();
  const admin = team.viewerRole === 'admin';
  const actions = useMemberActions(team.id, onLeft);
  const pending = actions.confirming;
  return (
    <>
      <DataTable messages="teams.members" columns={['name', 'role', 'joined', 'actions']}>
        {team.members.map((m) => {
          const self = m.userId === user?.id;
          return (
            <Table.Row key={m.userId} data-testid="team-member-row">
              <Table.Cell>
                <Text fontWeight="medium">
                  {m.fullName}
                  {self && (
                    <Badge ms="2" size="sm" variant="outline">
                      <FormattedMessage id="teams.members.you" />
                    </Badge>
                  )}
                </Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {m.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {admin ? (
                  <RoleSelect
                    id={`role-${m.userId}`}
                    value={m.role}
                    label={intl.formatMessage({ id: 'teams.members.roleOf' }, { name: m.fullName })}
                    disabled={actions.busy}
                    onChange={(role) => void actions.changeRole(m.userId, role)}
                  />
                ) : (
                  <Badge colorPalette={m.role === 'admin' ? 'purple' : 'gray'}>
                    <FormattedMessage id={`teams.role.${m.role}`} />
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(m.joinedAt, code)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  {self ? (
                    <Button size="xs" variant="outline" onClick={() => actions.ask({ kind: 'leave', userId: m.userId, name: m.fullName })}>
                      <FormattedMessage id="teams.members.leave" />
                    </Button>
                  ) : (
                    admin && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.ask({ kind: 'remove', userId: m.userId, name: m.fullName })}>
                        <FormattedMessage id="teams.members.remove" />
                      </Button>
                    )
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={pending !== null}
        onClose={actions.cancel}
        onConfirm={() => void actions.confirm()}
        loading={actions.busy}
        destructive
        title={pending && <FormattedMessage id={pending.kind === 'leave' ? 'teams.members.leaveTitle' : 'teams.members.removeTitle'} values={{ name: pending.name, team: team.name }} />}
        confirmLabel={<FormattedMessage id={pending?.kind === 'leave' ? 'teams.members.leave' : 'teams.members.remove'} />}
        cancelLabel={<FormattedMessage id="teams.members.cancel" />}
      >
        {pending && <FormattedMessage id={pending.kind === 'leave' ? 'teams.members.leaveText' : 'teams.members.removeText'} values={{ name: pending.name, team: team.name }} />}
      </ConfirmDialog>
    </>
  );
}

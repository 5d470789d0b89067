import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { formatNumber } from '../../../lib/intl/format';
import type { TeamDetails } from './team-types';

const columns = ['creditsSpent30d', 'photos30d', 'videos30d'] as const;

/** The last 30 days per member: admins see everyone, members their own row. */
export function TeamUsage({ usage }: { usage: TeamDetails['usage'] }) {
  const { code } = useLanguage();
  if (usage.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="teams.usage.empty" />
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="teams.usage.member" />
            </Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c} textAlign="end">
                <FormattedMessage id={`teams.usage.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {usage.map((u) => (
            <Table.Row key={u.userId} data-testid="team-usage-row">
              <Table.Cell>{u.fullName}</Table.Cell>
              {columns.map((c) => (
                <Table.Cell key={c} textAlign="end">
                  {formatNumber(u[c], code)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { formatNumber } from '../../../lib/intl/format';
import type { TeamDetails } from './team-types';

const numbers = ['creditsSpent30d', 'photos30d', 'videos30d'] as const;

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
    <DataTable messages="teams.usage" columns={['member', ...numbers]} endColumns={numbers}>
      {usage.map((u) => (
        <Table.Row key={u.userId} data-testid="team-usage-row">
          <Table.Cell>{u.fullName}</Table.Cell>
          {numbers.map((c) => (
            <Table.Cell key={c} textAlign="end">
              {formatNumber(u[c], code)}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </DataTable>
  );
}

import { Table } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import type { AdminUserQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { knownWords } from '../shared/format';

type Model = AdminUserQuery['adminUser']['models'][number];

/** The user's AI models with their training status. */
export function UserModels({ rows }: { rows: Model[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  return (
    <DataTable messages="admin.models" columns={['name', 'status', 'created']}>
      {rows.map((m) => (
        <Table.Row key={m.id}>
          <Table.Cell>{m.name || <FormattedMessage id="admin.models.unnamed" />}</Table.Cell>
          <Table.Cell>{knownWords(intl, `models.status.${m.trainingStatus}`, m.trainingStatus)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(m.createdAt, code)}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import type { AdminUserQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/intl/format';
import { camel, formatDateTime, knownWords, NONE } from '../shared/format';

type Entry = AdminUserQuery['adminUser']['ledger'][number];

/** The personal ledger, newest first: when, what kind, how much (signed), why. */
export function UserLedger({ rows }: { rows: Entry[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  return (
    <DataTable messages="admin.ledger" columns={['date', 'kind', 'amount', 'reason']} endColumns={['amount']} maxH="96">
      {rows.map((e) => (
        <Table.Row key={e.id} data-testid="admin-ledger-row">
          <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdAt, code)}</Table.Cell>
          <Table.Cell>{knownWords(intl, `teams.ledgerKind.${camel(e.kind)}`, e.kind)}</Table.Cell>
          <Table.Cell textAlign="end" color={e.amount < 0 ? 'red.fg' : 'green.fg'} whiteSpace="nowrap">
            {formatNumber(e.amount, code, { signDisplay: 'exceptZero' })}
          </Table.Cell>
          <Table.Cell overflowWrap="anywhere">{e.reason ?? NONE}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

import { Table } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import type { AdminUserQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/intl/format';
import { camel, formatDateTime, knownWords, NONE } from '../shared/format';

type Entry = AdminUserQuery['adminUser']['ledger'][number];

/** The personal ledger, newest first: when, what kind, how much (signed), why. */
export function UserLedger({ rows }: { rows: Entry[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="96">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            {(['date', 'kind', 'amount', 'reason'] as const).map((c) => (
              <Table.ColumnHeader key={c} textAlign={c === 'amount' ? 'end' : 'start'}>
                <FormattedMessage id={`admin.ledger.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((e) => (
            <Table.Row key={e.id} data-testid="admin-ledger-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdAt, code)}</Table.Cell>
              <Table.Cell>{knownWords(intl, `teams.ledgerKind.${camel(e.kind)}`, e.kind)}</Table.Cell>
              <Table.Cell textAlign="end" color={e.amount < 0 ? 'fg.error' : 'fg.success'} whiteSpace="nowrap">
                {formatNumber(e.amount, code, { signDisplay: 'exceptZero' })}
              </Table.Cell>
              <Table.Cell overflowWrap="anywhere">{e.reason ?? NONE}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

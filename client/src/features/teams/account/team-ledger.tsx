import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate, formatNumber } from '../../../lib/intl/format';
import type { TeamDetails } from './team-types';

const KINDS = new Set(['grant', 'purchase', 'subscription', 'capture', 'refund', 'adjustment', 'signup_bonus', 'transfer']);
/** Kinds whose reason is written for people (an admin's adjustment, a grant); others hold ids. */
const NOTED = new Set(['grant', 'adjustment']);
/** What a charge paid for (its job's kind): a video's charge reads as a video. */
const JOBS = new Set(['training', 'headshot', 'video', 'background']);
const dateTime: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** The team wallet's movements, newest first: when, who, what (and what a charge paid for), how many credits. */
export function TeamLedger({ entries }: { entries: TeamDetails['ledger'] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  if (entries.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="teams.ledger.empty" />
      </Text>
    );
  }
  const kindLabel = (kind: string) =>
    KINDS.has(kind) ? intl.formatMessage({ id: `teams.ledgerKind.${kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}` }) : kind;
  const kindOf = (e: TeamDetails['ledger'][number]) =>
    e.jobKind && JOBS.has(e.jobKind)
      ? intl.formatMessage({ id: 'teams.ledger.kindWithJob' }, { kind: kindLabel(e.kind), job: intl.formatMessage({ id: `teams.ledgerJob.${e.jobKind}` }) })
      : kindLabel(e.kind);
  return (
    <DataTable messages="teams.ledger" columns={['date', 'who', 'kind', 'amount']} endColumns={['amount']} maxH="96">
      {entries.map((e) => (
        <Table.Row key={e.id} data-testid="team-ledger-row">
          <Table.Cell whiteSpace="nowrap">{formatDate(e.createdAt, code, dateTime)}</Table.Cell>
          <Table.Cell>{e.actorName ?? <FormattedMessage id="teams.ledger.noActor" />}</Table.Cell>
          <Table.Cell>
            {kindOf(e)}
            {e.reason && NOTED.has(e.kind) && (
              <Text as="span" color="fg.muted" ms="2">
                {e.reason}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap" color={e.amount < 0 ? 'red.fg' : 'green.fg'} fontVariantNumeric="tabular-nums">
            {formatNumber(e.amount, code, { signDisplay: 'always' })}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

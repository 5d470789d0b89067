import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate, formatNumber } from '../../../lib/intl/format';
import { AdminImageYieldQuery } from '../api/admin-queries';
import { NONE } from '../shared/format';

const columns = ['week', 'provider', 'style', 'delivered', 'usable', 'yield', 'copies', 'duplicates', 'lowLikeness', 'noFace', 'likeness'] as const;
const numbers = columns.slice(3);

/** Usable of delivered headshots per provider, style and week, with why the others were not charged (the last 8 weeks). */
export function ImageYieldTable() {
  const { code } = useLanguage();
  const { data, error } = useQuery(AdminImageYieldQuery, { variables: { weeks: 8 }, fetchPolicy: 'cache-and-network' });
  const rows = data?.adminImageYield;
  return (
    <Stack as="section" aria-labelledby="admin-image-yield" gap="3" data-testid="admin-image-yield">
      <Heading as="h2" size="md" id="admin-image-yield">
        <FormattedMessage id="admin.imageYield.title" />
      </Heading>
      {!rows ? (
        error && (
          <Text color="red.fg">
            <FormattedMessage id="admin.list.loadFailed" />
          </Text>
        )
      ) : rows.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="admin.imageYield.empty" />
        </Text>
      ) : (
        <DataTable messages="admin.imageYield" columns={columns} endColumns={numbers}>
          {rows.map((r) => (
            <Table.Row key={`${r.weekStart}-${r.provider}-${r.styleId ?? ''}`} data-testid="admin-image-yield-row" data-provider={r.provider}>
              <Table.Cell whiteSpace="nowrap">{formatDate(r.weekStart, code, { day: 'numeric', month: 'short', year: 'numeric' })}</Table.Cell>
              <Table.Cell>{r.provider}</Table.Cell>
              <Table.Cell>{r.styleId ?? NONE}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.delivered, code)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.usable, code)}</Table.Cell>
              <Table.Cell textAlign="end">{r.delivered > 0 ? formatNumber(r.usable / r.delivered, code, { style: 'percent' }) : NONE}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.copyOfInput, code)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.duplicateOutput, code)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.lowLikeness, code)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(r.noFace, code)}</Table.Cell>
              <Table.Cell textAlign="end">{r.likenessMean == null ? NONE : formatNumber(r.likenessMean, code, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}

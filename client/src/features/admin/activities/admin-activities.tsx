import { HStack, Link, Stack, Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { AdminActivitiesQuery } from '../api/admin-queries';
import { FilterChip } from '../shared/filter-chip';
import { FilterSelect } from '../shared/filter-select';
import { formatDateTime, NONE } from '../shared/format';
import { JsonFields } from '../shared/json-changes';
import { ListState } from '../shared/list-state';
import { orUndefined, useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';

const KINDS = ['login', 'register', 'purchase', 'generation'] as const;

/** Sign-ins, registrations, purchases and generations, newest first; filtered by type and by user (a click on one). */
export function AdminActivities() {
  const { code } = useLanguage();
  const { values, set } = useFilters(['kind', 'user', 'userEmail'] as const);
  const { page, listState } = usePagedList(AdminActivitiesQuery, 'adminActivities', { kind: orUndefined(values.kind), userId: orUndefined(values.user) });
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect name="activityKind" label="admin.activities.kind" value={values.kind} values={KINDS} valueLabel={(v) => `admin.activityKind.${v}`} onChange={(kind) => set({ kind })} />
        {values.user && <FilterChip label="admin.filter.user" value={values.userEmail || values.user} onClear={() => set({ user: '', userEmail: '' })} />}
      </HStack>
      <ListState {...listState} emptyId="admin.usage.empty">
        <DataTable messages="admin.activities" columns={['date', 'user', 'kind', 'credits', 'details']} endColumns={['credits']}>
          {page?.items.map((a) => (
            <Table.Row key={a.id} data-testid="admin-activity-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(a.createdAt, code)}</Table.Cell>
              <Table.Cell overflowWrap="anywhere">
                <Link as="button" onClick={() => set({ user: a.userId, userEmail: a.userEmail })}>
                  {a.userEmail}
                </Link>
              </Table.Cell>
              <Table.Cell>
                <FormattedMessage id={`admin.activityKind.${a.kind}`} />
              </Table.Cell>
              <Table.Cell textAlign="end">{a.credits || NONE}</Table.Cell>
              <Table.Cell>
                <JsonFields value={a.details} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListState>
    </Stack>
  );
}

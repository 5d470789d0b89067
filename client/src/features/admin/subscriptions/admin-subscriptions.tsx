import { Badge, Stack, Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/intl/format';
import { camel, NONE } from '../shared/format';
import { AdminSubscriptionsQuery } from '../api/admin-queries';
import { FilterSelect } from '../shared/filter-select';
import { ListState } from '../shared/list-state';
import { orUndefined, useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';

const STATUSES = ['active', 'past_due', 'canceled', 'incomplete'] as const;
const statusColor: Record<string, string> = { active: 'green', past_due: 'orange', canceled: 'gray', incomplete: 'red' };

/** Subscriptions with their plan, status and when they renew (or end). */
export function AdminSubscriptions() {
  const { code } = useLanguage();
  const { values, set } = useFilters(['status'] as const);
  const { page, listState } = usePagedList(AdminSubscriptionsQuery, 'adminSubscriptions', { status: orUndefined(values.status) });
  return (
    <Stack gap="4">
      <FilterSelect name="subscriptionStatus" label="admin.subscriptions.status" value={values.status} values={STATUSES} valueLabel={(v) => `admin.subscriptionStatus.${camel(v)}`} onChange={(status) => set({ status })} />
      <ListState {...listState} emptyId="admin.subscriptions.empty">
        <DataTable messages="admin.subscriptions" columns={['user', 'plan', 'interval', 'status', 'renewal']}>
          {page?.items.map((s) => (
            <Table.Row key={s.id} data-testid="admin-subscription-row">
              <Table.Cell overflowWrap="anywhere">
                {s.userId ? (
                  <AppLink screen="adminUsers" search={`?user=${encodeURIComponent(s.userId)}`}>
                    {s.userEmail ?? s.userId}
                  </AppLink>
                ) : (
                  NONE
                )}
                {s.teamId && (
                  <Badge ms="2" variant="outline">
                    <FormattedMessage id="admin.subscriptions.team" />
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{s.planId}</Table.Cell>
              <Table.Cell>{s.interval ? <FormattedMessage id={`pricing.interval.${s.interval}`} /> : NONE}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusColor[s.status] ?? 'gray'}>
                  <FormattedMessage id={`admin.subscriptionStatus.${camel(s.status)}`} />
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {s.currentPeriodEnd ? (
                  <FormattedMessage id={s.cancelAtPeriodEnd ? 'admin.subscriptions.endsOn' : 'admin.subscriptions.renewsOn'} values={{ date: formatDate(s.currentPeriodEnd, code) }} />
                ) : (
                  NONE
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListState>
    </Stack>
  );
}

import { HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AdminAuditLogQuery } from '../api/admin-queries';
import { FilterChip } from '../shared/filter-chip';
import { FilterSelect } from '../shared/filter-select';
import { camel, formatDateTime, NONE } from '../shared/format';
import { JsonChanges, JsonFields } from '../shared/json-changes';
import { ListState } from '../shared/list-state';
import { appendPage, PAGE_SIZE } from '../shared/paging';
import { orUndefined, useFilters } from '../shared/use-filters';

export const AUDIT_ACTIONS = ['credits.adjust', 'user.disable', 'user.enable', 'payment.refund', 'job.cancel', 'job.retry', 'admin.grant', 'admin.revoke'] as const;

/** Who did what to whom, newest first: date, administrator, action, target, before → after, reason. */
export function AdminAuditLog() {
  const { code } = useLanguage();
  const { values, set } = useFilters(['action', 'admin', 'adminEmail', 'target', 'targetEmail'] as const);
  const { data, loading, error, fetchMore } = useQuery(AdminAuditLogQuery, {
    variables: { action: orUndefined(values.action), adminId: orUndefined(values.admin), targetUserId: orUndefined(values.target), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.adminAuditLog;
  const more = () => void fetchMore({ variables: { after: page?.nextCursor }, updateQuery: appendPage('adminAuditLog') });
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect name="auditAction" label="admin.audit.action" value={values.action} values={AUDIT_ACTIONS} valueLabel={(v) => `admin.auditAction.${camel(v)}`} onChange={(action) => set({ action })} />
        {values.admin && <FilterChip label="admin.filter.admin" value={values.adminEmail || values.admin} onClear={() => set({ admin: '', adminEmail: '' })} />}
        {values.target && <FilterChip label="admin.filter.target" value={values.targetEmail || values.target} onClear={() => set({ target: '', targetEmail: '' })} />}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.audit.hint" />
      </Text>
      <ListState loading={loading} error={error} count={page?.items.length} emptyId="admin.audit.empty" hasMore={Boolean(page?.nextCursor)} onMore={more}>
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {(['date', 'admin', 'action', 'target', 'details'] as const).map((c) => (
                  <Table.ColumnHeader key={c}>
                    <FormattedMessage id={`admin.audit.${c}`} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.items.map((e) => (
                <Table.Row key={e.id} data-testid="admin-audit-row" verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdAt, code)}</Table.Cell>
                  <Table.Cell overflowWrap="anywhere">
                    {e.adminId ? (
                      <Link as="button" textAlign="start" onClick={() => set({ admin: e.adminId ?? '', adminEmail: e.adminEmail ?? '' })}>
                        {e.adminEmail ?? e.adminId}
                      </Link>
                    ) : (
                      <FormattedMessage id="admin.audit.operator" />
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <FormattedMessage id={`admin.auditAction.${camel(e.action)}`} defaultMessage={e.action} />
                  </Table.Cell>
                  <Table.Cell overflowWrap="anywhere">
                    {e.targetUserId ? (
                      <Link as="button" textAlign="start" onClick={() => set({ target: e.targetUserId ?? '', targetEmail: e.targetEmail ?? '' })}>
                        {e.targetEmail ?? e.targetUserId}
                      </Link>
                    ) : (
                      (e.targetEmail ?? NONE)
                    )}
                  </Table.Cell>
                  <Table.Cell minW="64">
                    <Stack gap="1">
                      {e.reason && (
                        <Text fontSize="sm" data-testid="audit-reason">
                          <FormattedMessage id="admin.audit.reason" values={{ reason: e.reason }} />
                        </Text>
                      )}
                      <JsonChanges before={e.before} after={e.after} />
                      <JsonFields value={e.details} />
                      {(e.ip || e.requestId) && (
                        <Text fontSize="xs" color="fg.subtle" overflowWrap="anywhere" title={e.userAgent ?? undefined}>
                          {[e.ip, e.requestId].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ListState>
    </Stack>
  );
}

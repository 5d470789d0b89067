import { HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import { AdminAuditLogQuery } from '../api/admin-queries';
import { FilterChip } from '../shared/filter-chip';
import { FilterSelect } from '../shared/filter-select';
import { camel, formatDateTime, NONE } from '../shared/format';
import { JsonChanges, JsonFields } from '../shared/json-changes';
import { ListState } from '../shared/list-state';
import { orUndefined, useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';

export const AUDIT_ACTIONS = ['credits.adjust', 'user.disable', 'user.enable', 'payment.refund', 'job.cancel', 'job.retry', 'admin.grant', 'admin.revoke', 'invoice.resend', 'invoice.download', 'provider.pause', 'provider.resume'] as const;

/** Who did what to whom, newest first: date, administrator, action, target, before → after, reason. */
export function AdminAuditLog() {
  const { code } = useLanguage();
  const { values, set } = useFilters(['action', 'admin', 'adminEmail', 'target', 'targetEmail'] as const);
  const { page, listState } = usePagedList(AdminAuditLogQuery, 'adminAuditLog', { action: orUndefined(values.action), adminId: orUndefined(values.admin), targetUserId: orUndefined(values.target) });
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
      <ListState {...listState} emptyId="admin.audit.empty">
        <DataTable messages="admin.audit" columns={['date', 'admin', 'action', 'target', 'details']}>
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
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" title={e.userAgent ?? undefined}>
                      {[e.ip, e.requestId].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListState>
    </Stack>
  );
}

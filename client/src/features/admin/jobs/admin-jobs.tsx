import { HStack, Stack } from '@chakra-ui/react';
import { AppLink } from '../../../components/ui/app-link';
import { AdminJobsQuery } from '../api/admin-queries';
import { FilterSelect } from '../shared/filter-select';
import { ListState } from '../shared/list-state';
import { orUndefined, useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';
import { JobsTable } from './jobs-table';

export const JOB_KINDS = ['training', 'headshot', 'video', 'background'] as const;
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;

/** Every user's AI jobs, newest first, filtered by kind and status. */
export function AdminJobs() {
  const { values, set } = useFilters(['kind', 'status'] as const);
  const { page, listState } = usePagedList(AdminJobsQuery, 'adminJobs', { kind: orUndefined(values.kind), status: orUndefined(values.status) });
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect name="jobKind" label="admin.jobs.kind" value={values.kind} values={JOB_KINDS} valueLabel={(v) => `admin.jobKind.${v}`} onChange={(kind) => set({ kind })} />
        <FilterSelect name="jobStatus" label="admin.jobs.status" value={values.status} values={JOB_STATUSES} valueLabel={(v) => `admin.jobStatus.${v}`} onChange={(status) => set({ status })} />
      </HStack>
      <ListState {...listState} emptyId="admin.jobs.empty">
        <JobsTable
          jobs={page?.items ?? []}
          userLink={(job) => (
            <AppLink screen="adminUsers" search={`?user=${encodeURIComponent(job.userId)}`}>
              {job.userEmail}
            </AppLink>
          )}
        />
      </ListState>
    </Stack>
  );
}

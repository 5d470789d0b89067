import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AppLink } from '../../../components/ui/app-link';
import { AdminJobsQuery } from '../api/admin-queries';
import { FilterSelect } from '../shared/filter-select';
import { ListState } from '../shared/list-state';
import { appendPage, PAGE_SIZE } from '../shared/paging';
import { orUndefined, useFilters } from '../shared/use-filters';
import { JobsTable } from './jobs-table';

export const JOB_KINDS = ['training', 'headshot', 'video', 'background'] as const;
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;

/** Every user's AI jobs, newest first, filtered by kind and status. */
export function AdminJobs() {
  const { values, set } = useFilters(['kind', 'status'] as const);
  const { data, loading, error, fetchMore } = useQuery(AdminJobsQuery, {
    variables: { kind: orUndefined(values.kind), status: orUndefined(values.status), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.adminJobs;
  const more = () => void fetchMore({ variables: { after: page?.nextCursor }, updateQuery: appendPage('adminJobs') });
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect name="jobKind" label="admin.jobs.kind" value={values.kind} values={JOB_KINDS} valueLabel={(v) => `admin.jobKind.${v}`} onChange={(kind) => set({ kind })} />
        <FilterSelect name="jobStatus" label="admin.jobs.status" value={values.status} values={JOB_STATUSES} valueLabel={(v) => `admin.jobStatus.${v}`} onChange={(status) => set({ status })} />
      </HStack>
      <ListState loading={loading} error={error} count={page?.items.length} emptyId="admin.jobs.empty" hasMore={Boolean(page?.nextCursor)} onMore={more}>
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

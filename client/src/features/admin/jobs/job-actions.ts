import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminJobFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { AdminCancelJobMutation, AdminRetryJobMutation } from '../api/admin-mutations';
import { AdminJobsQuery, AdminUserQuery } from '../api/admin-queries';
import { adminErrorId } from '../shared/admin-errors';

export type JobAction = 'retry' | 'cancel';
export interface PendingJobAction {
  action: JobAction;
  job: AdminJobFieldsFragment;
}

/** What an admin may do with a job: cancel a queued or running one; retry a failed or canceled headshot job. */
export function jobActions(job: AdminJobFieldsFragment): JobAction[] {
  if (job.status === 'queued' || job.status === 'running') return ['cancel'];
  if ((job.status === 'failed' || job.status === 'canceled') && job.kind === 'headshot') return ['retry'];
  return [];
}

/** Retry or cancel after a confirmation; the lists showing jobs are read again. Failures are toasts by code. */
export function useJobAction() {
  const intl = useIntl();
  const [pending, setPending] = useState<PendingJobAction | null>(null);
  const refetch = { refetchQueries: [AdminJobsQuery, AdminUserQuery], awaitRefetchQueries: true };
  const [retry, { loading: retrying }] = useMutation(AdminRetryJobMutation, refetch);
  const [cancel, { loading: canceling }] = useMutation(AdminCancelJobMutation, refetch);
  const confirm = async () => {
    if (!pending) return;
    const { action, job } = pending;
    try {
      if (action === 'retry') await retry({ variables: { jobId: job.id } });
      else await cancel({ variables: { jobId: job.id } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `admin.jobs.${action}Done` }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: adminErrorId(e, `admin.jobs.${action}Failed`) }) });
    }
    setPending(null);
  };
  return { pending, ask: setPending, close: () => setPending(null), confirm, busy: retrying || canceling };
}

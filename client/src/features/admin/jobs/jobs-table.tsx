import { Badge, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import type { AdminJobFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/intl/format';
import { formatDateTime, NONE } from '../shared/format';
import { jobActions, useJobAction } from './job-actions';

const statusColor: Record<string, string> = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red', canceled: 'orange' };

interface JobsTableProps {
  jobs: readonly AdminJobFieldsFragment[];
  showUser?: boolean;
  /** A click on a user's email (filters by that user where the list can). */
  userLink?: (job: AdminJobFieldsFragment) => ReactNode;
}

/** Jobs with their kind, status, stage and progress, cost and error; cancel or retry where that is possible. */
export function JobsTable({ jobs, showUser = true, userLink }: JobsTableProps) {
  const { code } = useLanguage();
  const { pending, ask, close, confirm, busy } = useJobAction();
  const columns = ['created', ...(showUser ? ['user'] : []), 'kind', 'status', 'stage', 'cost', 'actions'];
  return (
    <>
      <DataTable messages="admin.jobs" columns={columns} endColumns={['cost']}>
        {jobs.map((job) => (
          <Table.Row key={job.id} data-testid="admin-job-row" data-status={job.status} data-kind={job.kind}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(job.createdAt, code)}</Table.Cell>
            {showUser && <Table.Cell overflowWrap="anywhere">{userLink ? userLink(job) : job.userEmail}</Table.Cell>}
            <Table.Cell>
              <FormattedMessage id={`admin.jobKind.${job.kind}`} />
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={statusColor[job.status] ?? 'gray'}>
                <FormattedMessage id={`admin.jobStatus.${job.status}`} />
              </Badge>
            </Table.Cell>
            <Table.Cell minW="40">
              <Stack gap="1">
                <HStack gap="2" fontSize="xs">
                  <Text>{job.stage ?? NONE}</Text>
                  <Text color="fg.muted">{formatNumber(job.progress / 100, code, { style: 'percent' })}</Text>
                </HStack>
                {(job.status === 'running' || job.status === 'queued') && (
                  <Progress.Root size="xs" value={job.progress} max={100}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
                {job.errorMessage && (
                  <Text fontSize="xs" color="red.fg" overflowWrap="anywhere" data-testid="admin-job-error">
                    {job.errorMessage}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <FormattedMessage id="common.credits.count" values={{ count: job.costCredits }} />
            </Table.Cell>
            <Table.Cell>
              {jobActions(job).map((action) => (
                <Button key={action} size="xs" variant="outline" colorPalette={action === 'cancel' ? 'red' : undefined} onClick={() => ask({ action, job })}>
                  <FormattedMessage id={`admin.jobs.${action}`} />
                </Button>
              ))}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <ConfirmDialog
        open={pending !== null}
        onClose={close}
        onConfirm={() => void confirm()}
        loading={busy}
        destructive={pending?.action === 'cancel'}
        title={<FormattedMessage id={`admin.jobs.${pending?.action ?? 'cancel'}ConfirmTitle`} />}
        confirmLabel={<FormattedMessage id={`admin.jobs.${pending?.action ?? 'cancel'}`} />}
        cancelLabel={<FormattedMessage id="admin.common.back" />}
      >
        {pending && (
          <Text>
            <FormattedMessage
              id={`admin.jobs.${pending.action}ConfirmText`}
              values={{ email: pending.job.userEmail, count: pending.job.costCredits }}
            />
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}

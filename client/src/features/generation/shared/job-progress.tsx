import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stageLabelId } from './job-stage';

interface JobProgressProps {
  job: { status: string; stage?: string | null; progress: number };
  /** Accessible name of the bar, e.g. "Headshot generation". */
  label: string;
  testId?: string;
}

/** The job's progress label (spec §4) and a bar; announced politely as it changes. */
export function JobProgress({ job, label, testId = 'job-progress' }: JobProgressProps) {
  const intl = useIntl();
  const failed = job.status === 'failed';
  const done = job.status === 'succeeded';
  const value = done ? 100 : Math.max(0, Math.min(100, job.progress));
  return (
    <Stack gap="2" data-testid={testId} data-status={job.status} data-stage={job.stage ?? ''}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" aria-live="polite" data-testid={`${testId}-label`} color={failed ? 'red.fg' : undefined}>
          <FormattedMessage id={stageLabelId(job)} />
        </Text>
        <Text fontWeight="semibold" color="fg.muted">{intl.formatNumber(value / 100, { style: 'percent' })}</Text>
      </HStack>
      <Progress.Root value={value} size="md" striped={!done && !failed} animated={!done && !failed} colorPalette={failed ? 'red' : done ? 'green' : undefined} aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InProgressStatus } from '../shared/model-status';
import { estimateRemainingMs, remainingMinutes, type ProgressSample } from './estimate-remaining';

interface TrainingProgressProps {
  status: InProgressStatus;
  progress: number;
  startedAt: string | null;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Stage, progress bar and an estimate of the time left. */
export function TrainingProgress({ status, progress, startedAt }: TrainingProgressProps) {
  const intl = useIntl();
  const now = useNow(5000);
  // The first progress this screen saw while training, to measure the rate from (taken while rendering it; its time
  // is the clock's last tick, at most 5 s early, which the minutes of the estimate do not show).
  const [observed, setObserved] = useState<ProgressSample | null>(null);
  if (!observed && status === 'training' && progress > 0) setObserved({ at: now, progress });
  const remaining = estimateRemainingMs(startedAt, progress, now, observed);
  const eta =
    remaining === null
      ? intl.formatMessage({ id: 'models.training.etaUnknown' })
      : remainingMinutes(remaining) === 0
        ? intl.formatMessage({ id: 'models.training.etaSoon' })
        : intl.formatMessage({ id: 'models.training.eta' }, { minutes: remainingMinutes(remaining) });
  return (
    <Stack gap="3" data-testid="training-progress" data-status={status}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold" data-testid="training-stage">
          <FormattedMessage id={`models.stage.${status}`} />
        </Text>
        <Text fontWeight="semibold">{intl.formatNumber(progress / 100, { style: 'percent' })}</Text>
      </HStack>
      <Progress.Root value={progress} size="lg" striped animated aria-label={intl.formatMessage({ id: 'models.training.progress' })}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="fg.muted" aria-live="polite">
        {eta}
      </Text>
    </Stack>
  );
}

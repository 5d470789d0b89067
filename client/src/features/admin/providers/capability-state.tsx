import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import type { AdminProviderFieldsFragment } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/intl/format';
import type { LanguageCode } from '../../../config/languages';
import { camel, formatDateTime } from '../shared/format';

type Capability = AdminProviderFieldsFragment['capabilities'][number];
type Pause = NonNullable<Capability['pause']>;

/** US dollars with up to three decimals: published prices go below a cent ($0.025 an image). */
export const usd = (amount: number, lang: LanguageCode) => formatNumber(amount, lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

const circuitColor: Record<string, string> = { closed: 'green', half_open: 'orange', open: 'red' };

/** The circuits the worker processes report for a capability: each one's state and since when; closed when none reports. */
export function CircuitCell({ circuits }: { circuits: Capability['circuits'] }) {
  const { code } = useLanguage();
  if (circuits.length === 0)
    return (
      <Stack gap="0.5" align="start">
        <Badge colorPalette="green" data-testid="admin-provider-circuit" data-state="closed">
          <FormattedMessage id="admin.circuitState.closed" />
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="admin.providers.noReports" />
        </Text>
      </Stack>
    );
  return (
    <Stack gap="1.5" align="start">
      {circuits.map((c) => (
        <Stack key={c.process} gap="0" align="start">
          <Badge colorPalette={circuitColor[c.state] ?? 'gray'} data-testid="admin-provider-circuit" data-state={c.state}>
            <FormattedMessage id={`admin.circuitState.${camel(c.state)}`} />
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="admin.providers.since" values={{ date: formatDateTime(c.since, code) }} />
          </Text>
          <Text fontSize="xs" fontFamily="mono" overflowWrap="anywhere">
            {c.process}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** A pause: the badge, its reason, who paused it and when. */
export function PauseNote({ pause }: { pause: Pick<Pause, 'reason' | 'pausedByEmail' | 'pausedAt'> }) {
  const { code } = useLanguage();
  return (
    <Stack gap="0.5" align="start" whiteSpace="normal">
      <Badge colorPalette="orange" data-testid="admin-provider-paused">
        <FormattedMessage id="admin.providers.pausedBadge" />
      </Badge>
      <Text fontSize="xs" overflowWrap="anywhere" data-testid="admin-provider-pause-reason">
        <FormattedMessage id="admin.providers.reason" values={{ reason: pause.reason }} />
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        <FormattedMessage id="admin.providers.pausedBy" values={{ email: pause.pausedByEmail ?? '—', date: formatDateTime(pause.pausedAt, code) }} />
      </Text>
    </Stack>
  );
}

/** The capability's jobs of the last 24 hours, and what the succeeded ones cost at the published price. */
export function JobsCell({ jobs }: { jobs: Capability['jobs24h'] }) {
  const { code } = useLanguage();
  return (
    <Stack gap="0" align="end" data-testid="admin-provider-jobs">
      <Text>
        <FormattedMessage id="admin.providers.jobsTotal" values={{ count: jobs.total }} />
      </Text>
      {jobs.total > 0 && (
        <HStack gap="2" wrap="wrap" justify="end" fontSize="xs" color="fg.muted">
          <Text>
            <FormattedMessage id="admin.providers.jobsSucceeded" values={{ count: jobs.succeeded }} />
          </Text>
          <Text color={jobs.failed ? 'red.fg' : undefined}>
            <FormattedMessage id="admin.providers.jobsFailed" values={{ count: jobs.failed }} />
          </Text>
          <Text>
            <FormattedMessage id="admin.providers.jobsActive" values={{ count: jobs.queued + jobs.running }} />
          </Text>
        </HStack>
      )}
      {jobs.estimatedCostUsd > 0 && (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="admin.providers.estimatedCost" values={{ price: usd(jobs.estimatedCostUsd, code) }} />
        </Text>
      )}
    </Stack>
  );
}

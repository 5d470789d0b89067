import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import type { UsageQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/intl/format';

type Day = UsageQuery['usage']['days'][number];

const HEIGHT = 120;

/** Credits per day as plain SVG bars; each bar names its day, credits, photos and videos. */
export function UsageChart({ days }: { days: Day[] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const max = Math.max(1, ...days.map((d) => d.credits));
  const slot = 100 / Math.max(1, days.length);
  // Days are calendar dates (yyyy-mm-dd); noon UTC names the same date in every time zone near Europe.
  const day = (d: Day) => formatDate(`${d.date}T12:00:00Z`, code, { day: 'numeric', month: 'short' });
  const describe = (d: Day) =>
    [
      day(d),
      intl.formatMessage({ id: 'usage.chart.credits' }, { count: d.credits }),
      intl.formatMessage({ id: 'usage.chart.photos' }, { count: d.photos }),
      intl.formatMessage({ id: 'usage.chart.videos' }, { count: d.videos }),
    ].join(' · ');
  const total = days.reduce((sum, d) => sum + d.credits, 0);

  return (
    <Stack gap="2" as="figure" aria-labelledby="usage-chart-title">
      <Heading as="h3" size="sm" id="usage-chart-title">
        <FormattedMessage id="usage.chart.title" />
      </Heading>
      <Box borderBottomWidth="1px" borderColor="border" color="blue.solid" data-testid="usage-chart">
        <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} style={{ display: 'block' }} role="img" aria-label={intl.formatMessage({ id: 'usage.chart.summary' }, { count: total })}>
          {days.map((d, i) => {
            // A day without use keeps a thin stub, so the 30 days read as a timeline.
            const h = d.credits === 0 ? 1.5 : Math.max(3, (d.credits / max) * (HEIGHT - 4));
            return (
              <g key={d.date} data-date={d.date} data-credits={d.credits}>
                {/* A full-height transparent slot, so every day shows its numbers on hover. */}
                <rect x={i * slot} width={slot} y={0} height={HEIGHT} fill="transparent">
                  <title>{describe(d)}</title>
                </rect>
                <rect x={i * slot + slot * 0.15} width={slot * 0.7} y={HEIGHT - h} height={h} fill={d.credits === 0 ? 'var(--chakra-colors-border-emphasized)' : 'currentColor'} rx={0.4} pointerEvents="none" />
              </g>
            );
          })}
        </svg>
      </Box>
      {days.length > 0 && (
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text>{day(days[0]!)}</Text>
          <Text>{day(days.at(-1)!)}</Text>
        </HStack>
      )}
    </Stack>
  );
}

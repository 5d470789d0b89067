import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import { CenteredSpinner } from '../../components/ui/centered-spinner';
import { useAppQuery } from '../../lib/apollo/use-app-query';
import { formatNumber } from '../../lib/intl/format';
import { UsageQuery } from './api/library-queries';
import { LoadFailed } from './grid/load-failed';
import { useFailureToast } from './grid/use-failure-toast';
import { UsageChart } from './usage-chart';

/** Account → Usage: credits used, photos and videos over the last 30 days, and credits per day. */
export function UsageTab() {
  const { code } = useLanguage();
  const { data, loading, error, refetch } = useAppQuery(UsageQuery);
  useFailureToast(error, 'usage.errors.load');
  const usage = data?.usage;
  if (!usage && loading) return <CenteredSpinner minHeight="20vh" />;
  if (!usage) return <LoadFailed messageId="usage.errors.load" onRetry={() => void refetch().catch(() => undefined)} />;

  const stats = [
    { key: 'credits', value: usage.creditsUsed },
    { key: 'photos', value: usage.photos },
    { key: 'videos', value: usage.videos },
  ] as const;
  return (
    <Stack gap="5" data-testid="usage-tab">
      <Heading as="h2" size="md">
        <FormattedMessage id="usage.tab.title" values={{ count: usage.windowDays }} />
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {stats.map(({ key, value }) => (
          <Card.Root key={key} size="sm" data-testid={`usage-${key}`}>
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={`usage.stats.${key}`} />
              </Text>
              <Text fontSize="3xl" fontWeight="semibold" lineHeight="1" data-testid="usage-value">
                {formatNumber(value, code)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <UsageChart days={usage.days} />
    </Stack>
  );
}

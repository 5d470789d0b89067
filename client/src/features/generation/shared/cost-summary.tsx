import { Card, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../auth';

/** What this generation will cost and the user's balance, shown before spending (spec §5, §9). */
export function CostSummary({ total, detail }: { total: number; detail?: ReactNode }) {
  const { user } = useAuth();
  const balance = user?.creditsBalance ?? 0;
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body>
        <Grid templateColumns="1fr auto" gap="4" alignItems="start">
          <Stack gap="0.5">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="generator.cost.total" />
            </Text>
            <Text fontSize="lg" fontWeight="semibold" data-testid="total-cost">
              <FormattedMessage id="common.credits.count" values={{ count: total }} />
            </Text>
            {detail && <Text fontSize="xs" color="fg.muted">{detail}</Text>}
          </Stack>
          <Stack gap="0.5" textAlign="end">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="generator.cost.balance" />
            </Text>
            <Text fontSize="lg" fontWeight="semibold" data-testid="credit-balance" color={balance < total ? 'red.fg' : undefined}>
              <FormattedMessage id="common.credits.count" values={{ count: balance }} />
            </Text>
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

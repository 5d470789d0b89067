import { Heading, List, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { creditCosts } from '../../../config/pricing';

const costs = [
  ['pricing.page.standardPhoto', creditCosts.standardPhoto],
  ['pricing.page.highQualityPhoto', creditCosts.highQualityPhoto],
  ['pricing.page.shortVideo', creditCosts.shortVideo],
] as const;

/** What one credit buys (spec §9). */
export function CreditCosts() {
  const intl = useIntl();
  return (
    <Stack gap="2" as="section" aria-labelledby="credit-costs">
      <Heading as="h2" size="lg" id="credit-costs">
        <FormattedMessage id="pricing.page.costsTitle" />
      </Heading>
      <List.Root ps="5">
        {costs.map(([id, count]) => (
          <List.Item key={id}>
            <FormattedMessage id={id} values={{ credits: intl.formatMessage({ id: 'common.credits.count' }, { count }) }} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

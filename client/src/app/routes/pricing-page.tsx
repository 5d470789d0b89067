import { Heading, List, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../components/ui/page';
import { creditCosts, startingPrice } from '../../config/pricing';
import { formatMoney } from '../../lib/intl/format';
import { useLanguage } from '../language-context';

const costs = [
  ['pricing.page.standardPhoto', creditCosts.standardPhoto],
  ['pricing.page.highQualityPhoto', creditCosts.highQualityPhoto],
  ['pricing.page.shortVideo', creditCosts.shortVideo],
] as const;

export function PricingPage() {
  const intl = useIntl();
  const { code } = useLanguage();
  return (
    <Page title={<FormattedMessage id="screens.pricing.title" />} lead={<FormattedMessage id="pricing.page.intro" />}>
      <Text fontSize="2xl" fontWeight="bold">
        <FormattedMessage id="pricing.page.from" values={{ price: formatMoney(startingPrice[code], code) }} />
      </Text>
      <Heading as="h2" size="lg">
        <FormattedMessage id="pricing.page.costsTitle" />
      </Heading>
      <List.Root ps="5">
        {costs.map(([id, count]) => (
          <List.Item key={id}>
            <FormattedMessage id={id} values={{ credits: intl.formatMessage({ id: 'common.credits.count' }, { count }) }} />
          </List.Item>
        ))}
      </List.Root>
      <Text><FormattedMessage id="pricing.page.guarantee" /></Text>
      <Text color="fg.muted"><FormattedMessage id="pricing.page.checkoutSoon" /></Text>
    </Page>
  );
}

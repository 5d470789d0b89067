import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import { ButtonLink } from '../../components/ui/app-link';
import { startingPrice } from '../../config/pricing';
import { formatMoney } from '../../lib/intl/format';

export function PricingTeaser() {
  const { code } = useLanguage();
  return (
    <Container maxW="3xl" py="12" as="section" aria-labelledby="pricing-teaser" textAlign="center">
      <Stack gap="4" align="center" p="8" borderRadius="l3" bg="bg.muted">
        <Heading as="h2" size="2xl" id="pricing-teaser">
          <FormattedMessage id="landing.pricing.title" />
        </Heading>
        <Text fontSize="xl">
          <FormattedMessage id="landing.pricing.text" values={{ price: formatMoney(startingPrice[code], code) }} />
        </Text>
        <ButtonLink screen="pricing">
          <FormattedMessage id="landing.pricing.cta" />
        </ButtonLink>
      </Stack>
    </Container>
  );
}

import { Container, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../components/ui/app-link';
import { FaqList } from '../../features/landing/faq-list';
import { Hero } from '../../features/landing/hero';
import { HowItWorks } from '../../features/landing/how-it-works';
import { PricingTeaser } from '../../features/landing/pricing-teaser';
import { TrustPoints } from '../../features/landing/trust-points';

export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <PricingTeaser />
      <TrustPoints />
      <Container maxW="3xl" py="12" as="section" aria-labelledby="faq-teaser">
        <Stack gap="6">
          <Heading as="h2" size="2xl" id="faq-teaser">
            <FormattedMessage id="landing.faq.title" />
          </Heading>
          <FaqList items={['photos', 'time', 'credits']} level="h3" />
          <AppLink screen="faq" fontWeight="semibold">
            <FormattedMessage id="landing.faq.more" />
          </AppLink>
        </Stack>
      </Container>
    </>
  );
}

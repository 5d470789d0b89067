import { Container, Heading, Stack } from '@chakra-ui/react';
import { use } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../components/ui/app-link';
import { loadLandingContent } from '../../content/landing';
import { FaqList } from '../../features/landing/faq-list';
import { Hero } from '../../features/landing/hero';
import { HowItWorks } from '../../features/landing/how-it-works';
import { organizationJsonLd } from '../../features/landing/organization-json-ld';
import { PricingTeaser } from '../../features/landing/pricing-teaser';
import { TrustPoints } from '../../features/landing/trust-points';
import { usePageMeta } from '../../seo/page-meta';
import { useLanguage } from '../language-context';

export function LandingPage() {
  const { code } = useLanguage();
  const content = use(loadLandingContent(code));
  usePageMeta({ title: content.title, description: content.description, brandFirst: true, jsonLd: [organizationJsonLd] });
  return (
    <>
      <Hero content={content.hero} />
      <HowItWorks content={content.howItWorks} />
      <PricingTeaser content={content.pricing} />
      <TrustPoints content={content.trust} />
      <Container maxW="3xl" py="12" as="section" aria-labelledby="faq-teaser">
        <Stack gap="6">
          <Heading as="h2" size="2xl" id="faq-teaser">
            <FormattedMessage id="landing.faq.title" />
          </Heading>
          <FaqList items={content.faq} level="h3" />
          <AppLink screen="faq" fontWeight="semibold">
            <FormattedMessage id="landing.faq.more" />
          </AppLink>
        </Stack>
      </Container>
    </>
  );
}

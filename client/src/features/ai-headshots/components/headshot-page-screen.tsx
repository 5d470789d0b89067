import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useLanguage } from '../../../app/language-context';
import { verdicts } from '../../../content/ai-headshots/verdicts';
import { usePageMeta } from '../../../seo/page-meta';
import { loadHeadshotContent } from '../../../content/ai-headshots';
import type { MatrixPage } from '../matrix';
import { matrixCrumbs, matrixPageMeta } from '../page-meta';
import { fill } from '../words';
import { AdviceSection } from './advice-section';
import { Breadcrumbs } from './breadcrumbs';
import { FaqSection } from './faq-section';
import { NeighboursSection } from './neighbours-section';
import { PriceSection } from './price-section';
import { Section } from './section';
import { StyleSection } from './style-section';
import { VerdictBadge } from './verdict-badge';

/** One profession in one style: how the style suits it, the look with samples, advice, price, FAQ, neighbours. */
export function HeadshotPageScreen({ page }: { page: MatrixPage }) {
  const { code } = useLanguage();
  const content = use(loadHeadshotContent(code));
  const meta = matrixPageMeta(content, page, code);
  usePageMeta(meta);
  const { words } = content;
  const industry = content.industries[page.industry];
  const verdict = verdicts[page.industry][page.style];

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="3">
          <Breadcrumbs crumbs={matrixCrumbs(content, page, code)} label={words.breadcrumbLabel} />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {meta.title}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {industry.lead}
          </Text>
        </Stack>
        <Section title={fill(words.page.fitHeading, { industry: industry.forWhom })}>
          <HStack>
            <VerdictBadge verdict={verdict} label={words.verdicts[verdict]} size="lg" />
          </HStack>
          <Text fontSize="lg">{content.fit[page.industry][page.style]}</Text>
        </Section>
        <StyleSection styleId={page.style} style={content.styles[page.style]} words={words.page} />
        <AdviceSection industry={industry} words={words.page} />
        <PriceSection words={words.price} />
        <FaqSection title={words.page.faqHeading} faq={industry.faq} />
        <NeighboursSection page={page} content={content} />
      </Stack>
    </Container>
  );
}

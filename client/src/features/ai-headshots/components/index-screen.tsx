import { Card, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { use } from 'react';
import { getHeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { localizePath } from '../../../config/routes';
import type { HeadshotContent } from '../../../content/ai-headshots/types';
import { verdicts } from '../../../content/ai-headshots/verdicts';
import { usePageMeta } from '../../../seo/page-meta';
import { loadHeadshotContent } from '../../../content/ai-headshots';
import { industries, matrixPagePath, styles, type IndustryId } from '../matrix';
import { indexPageMeta } from '../page-meta';
import { capitalize, fill } from '../words';
import { Breadcrumbs } from './breadcrumbs';
import { PriceSection } from './price-section';
import { Section } from './section';
import { VerdictBadge } from './verdict-badge';

function IndustryCard({ id, content }: { id: IndustryId; content: HeadshotContent }) {
  const { code } = useLanguage();
  const industry = content.industries[id];
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {industry.name}
        </Heading>
        <Text color="fg.muted">{industry.summary}</Text>
        <List.Root listStyleType="none" gap="1.5" aria-label={fill(content.words.index.stylesFor, { industry: industry.forWhom })}>
          {styles.map((style) => {
            const verdict = verdicts[id][style.id];
            return (
              <List.Item key={style.id}>
                <HStack gap="2" wrap="wrap">
                  <AppLink to={matrixPagePath({ industry: id, style: style.id }, code)} variant="underline">
                    {capitalize(content.styles[style.id].label)}
                  </AppLink>
                  {verdict === 'recommended' && <VerdictBadge verdict={verdict} label={content.words.verdicts[verdict]} size="sm" />}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Every profession with its style pages, the styles in one line each, and the price. */
export function IndexScreen() {
  const { code } = useLanguage();
  const content = use(loadHeadshotContent(code));
  const meta = indexPageMeta(content, code);
  usePageMeta(meta);
  const { words } = content;
  const crumbs = [
    { name: words.home, path: localizePath('landing', code) },
    { name: words.index.title, path: localizePath('aiHeadshots', code) },
  ];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="3" maxW="3xl">
          <Breadcrumbs crumbs={crumbs} label={words.breadcrumbLabel} />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {meta.title}
          </Heading>
          {words.index.intro.map((paragraph) => (
            <Text key={paragraph} color="fg.muted" fontSize="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Section title={words.index.industriesHeading}>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {industries.map((industry) => (
              <IndustryCard key={industry.id} id={industry.id} content={content} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title={words.index.stylesHeading}>
          <Text>{words.index.stylesIntro}</Text>
          <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="8" gapY="3">
            {styles.map(({ id }) => (
              <Stack key={id} gap="0.5">
                <Text as="dt" fontWeight="semibold">
                  {getHeadshotStyle(id).name[code]}
                </Text>
                <Text as="dd" color="fg.muted">
                  {getHeadshotStyle(id).description[code]}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
        <PriceSection words={words.price} />
      </Stack>
    </Container>
  );
}

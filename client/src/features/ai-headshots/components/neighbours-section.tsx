import { Heading, HStack, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import type { HeadshotContent, Verdict } from '../../../content/ai-headshots/types';
import { verdicts } from '../../../content/ai-headshots/verdicts';
import { industries, matrixPagePath, styles, type MatrixPage } from '../matrix';
import { capitalize, fill } from '../words';
import { Section } from './section';
import { VerdictBadge } from './verdict-badge';

interface Neighbour {
  page: MatrixPage;
  text: string;
  verdict: Verdict;
}

function NeighbourList({ title, items, content }: { title: string; items: Neighbour[]; content: HeadshotContent }) {
  const { code } = useLanguage();
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <List.Root listStyleType="none" gap="2">
        {items.map((item) => (
          <List.Item key={`${item.page.industry}/${item.page.style}`}>
            <HStack gap="2" wrap="wrap">
              <AppLink to={matrixPagePath(item.page, code)} variant="underline">
                {item.text}
              </AppLink>
              <VerdictBadge verdict={item.verdict} label={content.words.verdicts[item.verdict]} size="sm" />
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Links across the matrix: this profession in the other styles, this style in the other professions, the index. */
export function NeighboursSection({ page, content }: { page: MatrixPage; content: HeadshotContent }) {
  const words = content.words.page;
  const otherStyles = styles
    .filter((s) => s.id !== page.style)
    .map((s) => ({ page: { industry: page.industry, style: s.id }, text: capitalize(content.styles[s.id].label), verdict: verdicts[page.industry][s.id] }));
  const otherIndustries = industries
    .filter((i) => i.id !== page.industry)
    .map((i) => ({ page: { industry: i.id, style: page.style }, text: content.industries[i.id].name, verdict: verdicts[i.id][page.style] }));
  return (
    <Section title={words.moreHeading}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        <NeighbourList title={fill(words.otherStyles, { industry: content.industries[page.industry].forWhom })} items={otherStyles} content={content} />
        <NeighbourList title={words.otherIndustries} items={otherIndustries} content={content} />
      </SimpleGrid>
      <AppLink screen="aiHeadshots" alignSelf="start" fontWeight="semibold" variant="underline">
        {words.allPages}
      </AppLink>
    </Section>
  );
}

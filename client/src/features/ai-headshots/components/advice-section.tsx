import { Heading, List, SimpleGrid, Stack } from '@chakra-ui/react';
import type { IndustryText, PageWords } from '../../../content/ai-headshots/types';
import { fill } from '../words';
import { Section } from './section';

function AdviceList({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <List.Root gap="2" ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The profession's advice: backgrounds, clothing, what to avoid and where the photo goes. */
export function AdviceSection({ industry, words }: { industry: IndustryText; words: PageWords['page'] }) {
  return (
    <Section title={fill(words.adviceHeading, { industry: industry.forWhom })}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        <AdviceList title={words.backgroundsHeading} items={industry.backgrounds} />
        <AdviceList title={words.clothingHeading} items={industry.clothing} />
        <AdviceList title={words.avoidHeading} items={industry.avoid} />
        <AdviceList title={words.usesHeading} items={industry.uses} />
      </SimpleGrid>
    </Section>
  );
}

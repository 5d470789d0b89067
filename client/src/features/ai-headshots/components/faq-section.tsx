import { Heading, Stack, Text } from '@chakra-ui/react';
import type { FaqEntry } from '../../../content/ai-headshots/types';
import { Section } from './section';

/** Questions of the profession as h3 headings with their answers (the FAQPage JSON-LD says the same). */
export function FaqSection({ title, faq }: { title: string; faq: FaqEntry[] }) {
  return (
    <Section title={title}>
      <Stack gap="5">
        {faq.map((entry) => (
          <Stack key={entry.question} gap="1">
            <Heading as="h3" size="md">
              {entry.question}
            </Heading>
            <Text>{entry.answer}</Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}

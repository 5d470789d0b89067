import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { EngineCopy } from '../models';

export const faqItems = ['photos', 'time', 'credits', 'formats', 'privacy', 'refund'] as const;
export type FaqItem = (typeof faqItems)[number];

/** Questions and answers as headings + paragraphs (readable without scripts, indexable). */
export function FaqList({ items = faqItems, level = 'h2' }: { items?: readonly FaqItem[]; level?: 'h2' | 'h3' }) {
  return (
    <Stack as="dl" gap="5">
      {items.map((item) => (
        <Stack key={item} gap="1">
          <Heading as={level} size="md">
            <dt><FormattedMessage id={`faq.items.${item}Q`} /></dt>
          </Heading>
          <Text as="dd" color="fg.muted">
            {item === 'time' ? <EngineCopy id="faq.items.timeA" /> : <FormattedMessage id={`faq.items.${item}A`} />}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

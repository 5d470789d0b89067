import { Heading, Stack, Text } from '@chakra-ui/react';
import type { FaqItem } from '../../content/faq/types';
import { EngineCopy } from '../models';
import { RichBlocks } from './rich-blocks';

/** Questions as headings with their answers below, all visible (readable without scripts, indexable). */
export function FaqList({ items, level = 'h2' }: { items: readonly FaqItem[]; level?: 'h2' | 'h3' }) {
  return (
    <Stack gap="6">
      {items.map((item) => (
        <Stack key={item.id} gap="2">
          <Heading as={level} size="md">
            {item.question}
          </Heading>
          <Stack gap="2" color="fg.muted">
            <RichBlocks blocks={item.answer} gap="2" />
            {/* The running engine's usual time comes from the server after the page loads. */}
            {item.withTrainingTime && (
              <Text>
                <EngineCopy id="faq.items.timeA" />
              </Text>
            )}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

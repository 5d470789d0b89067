import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { RichBlocks } from './rich-blocks';
import { RichTable } from './rich-table';
import type { Block, Section } from './rich-text';

/** Links to a document's sections (h2), as a labelled navigation landmark. */
export function TableOfContents({ label, sections }: { label: string; sections: readonly Section[] }) {
  const labelId = useId();
  return (
    <Box as="nav" aria-labelledby={labelId} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.subtle">
      <Text id={labelId} fontWeight="semibold" mb="2">
        {label}
      </Text>
      <List.Root as="ol" ps="5" gap="1">
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Link href={`#${section.id}`} color="fg" textDecoration="underline">
              {section.title}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** Paragraphs and lists, with tables between them where a section has them. */
function SectionBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack gap="3">
      {blocks.map((block, i) => (block.kind === 'table' ? <RichTable key={i} block={block} /> : <RichBlocks key={i} blocks={[block]} />))}
    </Stack>
  );
}

function DocumentSection({ section, level }: { section: Section; level: 'h2' | 'h3' }) {
  return (
    <Stack as="section" gap="3" id={section.id} scrollMarginTop="20" aria-labelledby={`${section.id}-title`}>
      <Heading as={level} size={level === 'h2' ? 'xl' : 'lg'} id={`${section.id}-title`}>
        {section.title}
      </Heading>
      <SectionBlocks blocks={section.blocks} />
      {section.subsections?.map((sub) => (
        <DocumentSection key={sub.id} section={sub} level="h3" />
      ))}
    </Stack>
  );
}

/** A document's sections as h2 (subsections h3) with their paragraphs, lists and tables. */
export function DocumentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <Stack gap="10">
      {sections.map((section) => (
        <DocumentSection key={section.id} section={section} level="h2" />
      ))}
    </Stack>
  );
}

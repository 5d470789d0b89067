import { Link, List, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { AppLink } from '../../components/ui/app-link';
import type { Inline, Rich, TextBlock } from './rich-text';

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  if ('email' in part) {
    return (
      <Link href={`mailto:${part.email}`} color="fg" textDecoration="underline">
        {part.email}
      </Link>
    );
  }
  if ('screen' in part) {
    return (
      <AppLink screen={part.screen} search={part.search} color="fg" textDecoration="underline">
        {part.text}
      </AppLink>
    );
  }
  if ('anchor' in part) {
    return (
      <Link href={`#${part.anchor}`} color="fg" textDecoration="underline">
        {part.text}
      </Link>
    );
  }
  return (
    <Link href={part.url} target="_blank" rel="noopener noreferrer" color="fg" textDecoration="underline">
      {part.text}
    </Link>
  );
}

export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) => (
    <Fragment key={i}>
      <InlinePart part={part} />
    </Fragment>
  ));
}

function RichBlock({ block }: { block: TextBlock }) {
  if (block.kind === 'p') {
    return (
      <Text>
        <RichText text={block.text} />
      </Text>
    );
  }
  return (
    <List.Root ps="5" gap="2">
      {block.items.map((item, i) => (
        <List.Item key={i}>
          <RichText text={item} />
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Paragraphs and lists of a content module, in reading order (tables: RichTable, drawn by DocumentSections). */
export function RichBlocks({ blocks, gap = '3' }: { blocks: readonly TextBlock[]; gap?: string }) {
  return (
    <Stack gap={gap}>
      {blocks.map((block, i) => (
        <RichBlock key={i} block={block} />
      ))}
    </Stack>
  );
}

import { Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { AppLink } from '../../components/ui/app-link';
import type { Block, Inline, Rich } from './rich-text';

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

function RichBlock({ block }: { block: Block }) {
  if (block.kind === 'p') {
    return (
      <Text>
        <RichText text={block.text} />
      </Text>
    );
  }
  if (block.kind === 'list') {
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
  return (
    // Focusable and named: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too.
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="region" aria-label={block.caption}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" py="2" px="3" color="fg.muted">
          {block.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {block.head.map((cell) => (
              <Table.ColumnHeader key={cell}>{cell}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {block.rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((cell, c) => (
                <Table.Cell key={c} verticalAlign="top">
                  <RichText text={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Paragraphs, lists and tables of a content module, in reading order. */
export function RichBlocks({ blocks, gap = '3' }: { blocks: readonly Block[]; gap?: string }) {
  return (
    <Stack gap={gap}>
      {blocks.map((block, i) => (
        <RichBlock key={i} block={block} />
      ))}
    </Stack>
  );
}

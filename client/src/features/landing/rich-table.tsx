import { Table } from '@chakra-ui/react';
import { RichText } from './rich-blocks';
import type { TableBlock } from './rich-text';

/** A table of a content module (legal pages), apart from RichBlocks so the landing page does not carry it. */
export function RichTable({ block }: { block: TableBlock }) {
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

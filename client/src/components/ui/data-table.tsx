import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface DataTableProps {
  /** The message ids' common start, e.g. 'admin.jobs': column 'cost' is headed by 'admin.jobs.cost'. */
  messages: string;
  columns: readonly string[];
  /** Columns aligned to the end (numbers, amounts); their cells say the same. */
  endColumns?: readonly string[];
  /** A long list scrolls inside this height under a header that stays in view. */
  maxH?: string;
  /** The body's rows (Table.Row). */
  children: ReactNode;
}

/** A small bordered table that scrolls sideways on a narrow screen, headed by its columns' words. */
export function DataTable({ messages, columns, endColumns = [], maxH, children }: DataTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH={maxH}>
      <Table.Root size="sm" stickyHeader={maxH !== undefined}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c} textAlign={endColumns.includes(c) ? 'end' : 'start'}>
                <FormattedMessage id={`${messages}.${c}`} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A label (a message id) and its value. */
export type LabelledValue = readonly [label: string, value: ReactNode];

/**
 * Label–value rows side by side (a profile, an order, a plan). A long value — an email, a transaction id — breaks
 * inside its card instead of running out of it on a phone (minW 0, overflowWrap anywhere). Each value carries its
 * label as its test id.
 */
export function LabelledValues({ rows }: { rows: readonly LabelledValue[] }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>
            <FormattedMessage id={label} />
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere" data-testid={label}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

import { Button, Code, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from './form-alert';
import { useCopy } from './use-copy';

interface ShownOnceProps {
  value: string;
  status: 'success' | 'warning';
  title: ReactNode;
  /** Words above the value (e.g. to store it now). */
  note?: ReactNode;
  /** A code box that wraps anywhere (a secret key) or a read-only field that selects itself (a link). */
  display: 'code' | 'field';
  /** The value's accessible name and test id. */
  label: string;
  testId: string;
  /** Message ids of the copy button before and after copying. */
  copyId: string;
  copiedId: string;
  /** Further buttons after Copy. */
  children?: ReactNode;
}

/** A value the server answers only this once (it keeps a hash), with a Copy button. */
export function ShownOnce({ value, status, title, note, display, label, testId, copyId, copiedId, children }: ShownOnceProps) {
  const { copied, copy } = useCopy(value);
  return (
    <FormAlert status={status} title={title}>
      {note}
      <HStack gap="2" mt={note ? '3' : '2'} wrap="wrap">
        {display === 'code' ? (
          <Code flex="1" minW="0" px="3" py="2" fontSize="sm" bg="bg" wordBreak="break-all" userSelect="all" aria-label={label} data-testid={testId}>
            {value}
          </Code>
        ) : (
          <Input readOnly value={value} size="sm" flex="1" minW="56" bg="bg" aria-label={label} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        )}
        {/* Gray, not the alert's palette: white text on the green or orange solid reads under 4.5:1. */}
        <Button size="sm" colorPalette="gray" onClick={() => void copy()} aria-live="polite">
          <FormattedMessage id={copied ? copiedId : copyId} />
        </Button>
        {children}
      </HStack>
    </FormAlert>
  );
}

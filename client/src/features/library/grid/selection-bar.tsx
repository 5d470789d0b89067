import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Selection } from './use-selection';

interface SelectionBarProps {
  selecting: boolean;
  onSelectingChange: (on: boolean) => void;
  selection: Selection;
  /** Actions on the selection, shown in select mode. */
  children?: ReactNode;
  /** Controls shown outside select mode too (sort). */
  start?: ReactNode;
  /** The list has pages not loaded yet: "select all" then says it takes the loaded ones. */
  moreToLoad?: boolean;
}

/** Select mode on and off; in it, the count, select all / none and what can be done with the selection. */
export function SelectionBar({ selecting, onSelectingChange, selection, children, start, moreToLoad }: SelectionBarProps) {
  const leave = () => {
    selection.clear();
    onSelectingChange(false);
  };
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" data-testid="selection-bar">
      <HStack gap="3" wrap="wrap">
        {start}
        {selecting && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="selected-count">
            <FormattedMessage id="library.selection.count" values={{ count: selection.selected.length }} />
          </Text>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        {selecting ? (
          <>
            <Button size="sm" variant="ghost" onClick={selection.allSelected ? selection.clear : selection.selectAll}>
              {selection.allSelected ? (
                <FormattedMessage id="library.selection.none" />
              ) : (
                <FormattedMessage id={moreToLoad ? 'library.selection.allLoaded' : 'library.selection.all'} values={{ count: selection.loadedCount }} />
              )}
            </Button>
            {children}
            <Button size="sm" variant="outline" onClick={leave}>
              <FormattedMessage id="library.selection.done" />
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onSelectingChange(true)}>
            <FormattedMessage id="library.selection.start" />
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

import { HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { TrashIcon } from '../../../components/ui/icons';
import { ImageGrid } from '../grid/image-grid';
import type { TileFavorites } from '../grid/image-tile';
import { ChevronLeftIcon, ChevronRightIcon, GripIcon } from '../grid/library-icons';
import type { LibraryImage } from '../grid/library-image';
import type { Selection } from '../grid/use-selection';
import { useDragOrder } from './use-drag-order';

interface CollectionItemsProps {
  items: LibraryImage[];
  favorites: TileFavorites;
  selection?: Selection;
  move: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  removing: boolean;
}

/** The collection's images in order: drag one onto another, or move it with the buttons under it. */
export function CollectionItems({ items, favorites, selection, move, onRemove, removing }: CollectionItemsProps) {
  const intl = useIntl();
  const ids = items.map((i) => i.id);
  const dragProps = useDragOrder(ids, move, !selection);
  // After a move by keyboard, focus follows the moved image's button to its new place.
  const refocus = useRef<{ id: string; direction: 'earlier' | 'later' } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    document.querySelector<HTMLButtonElement>(`[data-image-id="${target.id}"] [data-move="${target.direction}"]:not(:disabled)`)?.focus();
  });

  const moveBy = (index: number, direction: 'earlier' | 'later') => {
    refocus.current = { id: ids[index]!, direction };
    move(index, direction === 'earlier' ? index - 1 : index + 1);
  };

  const footer = (image: LibraryImage, index: number) => (
    <HStack gap="1">
      <IconButton size="xs" variant="ghost" data-move="earlier" disabled={index === 0} onClick={() => moveBy(index, 'earlier')} aria-label={intl.formatMessage({ id: 'collections.order.earlier' }, { count: index + 1 })}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton size="xs" variant="ghost" data-move="later" disabled={index === items.length - 1} onClick={() => moveBy(index, 'later')} aria-label={intl.formatMessage({ id: 'collections.order.later' }, { count: index + 1 })}>
        <ChevronRightIcon />
      </IconButton>
      <GripIcon color="fg.subtle" boxSize="4" aria-hidden display={{ base: 'none', md: 'inline-block' }} />
      <Spacer />
      <IconButton size="xs" variant="ghost" colorPalette="red" disabled={removing} onClick={() => onRemove(image.id)} aria-label={intl.formatMessage({ id: 'collections.items.remove' }, { count: index + 1 })}>
        <TrashIcon />
      </IconButton>
    </HStack>
  );

  return (
    <ImageGrid
      images={items}
      favorites={favorites}
      selection={selection}
      label={intl.formatMessage({ id: 'collections.items.label' })}
      footer={selection ? undefined : footer}
      tileProps={(image) => dragProps(image.id)}
    />
  );
}

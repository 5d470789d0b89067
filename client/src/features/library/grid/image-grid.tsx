import { Grid, Text, type BoxProps } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ImageTile, type TileFavorites } from './image-tile';
import type { LibraryImage } from './library-image';
import { Lightbox } from './lightbox';
import { LoadMore } from './load-more';
import type { Selection } from './use-selection';
import { columnsFor, estimateRowHeight, rowSlice } from './virtual-rows';

/** A paged list's state: the grid then shows only the rows near the viewport and asks for the next page near its end. */
export interface GridPaging {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  /** The whole list's size (the connection's totalCount), when known. */
  totalCount?: number;
}

interface ImageGridProps {
  images: LibraryImage[];
  favorites: TileFavorites;
  /** Given in select mode: clicks select instead of opening the lightbox. */
  selection?: Selection;
  label: string;
  footer?: (image: LibraryImage, index: number) => ReactNode;
  /** Extra props per tile (drag and drop). */
  tileProps?: (image: LibraryImage, index: number) => Omit<BoxProps, 'children'>;
  /** Given for a paged list: the grid is virtualized, with "Load more" and an end-of-list line under it. */
  paging?: GridPaging;
}

const templateColumns = { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' } as const;
const gap = { base: '3', md: '4' } as const;

/**
 * Thumbnails in a responsive grid; a click opens the lightbox at that image. With `paging`, only the rows near the
 * viewport are in the page (window scrolling), the rest kept as space of their measured height.
 */
export function ImageGrid({ images, favorites, selection, label, footer, tileProps, paging }: ImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const tile = (image: LibraryImage, index: number, extra?: Omit<BoxProps, 'children'>) => (
    <ImageTile
      key={image.id}
      image={image}
      place={index + 1}
      favorites={favorites}
      selecting={Boolean(selection)}
      selected={selection?.isSelected(image.id)}
      onToggleSelected={() => selection?.toggle(image.id)}
      onOpen={() => setOpen(index)}
      footer={footer?.(image, index)}
      {...extra}
      {...tileProps?.(image, index)}
    />
  );
  return (
    <>
      {paging ? (
        <VirtualGrid images={images} label={label} paging={paging} tile={tile} />
      ) : (
        <Grid as="ul" aria-label={label} listStyleType="none" templateColumns={templateColumns} gap={gap}>
          {images.map((image, index) => tile(image, index))}
        </Grid>
      )}
      <Lightbox images={images} index={open !== null && open < images.length ? open : null} onIndexChange={setOpen} favorites={favorites} />
    </>
  );
}

interface VirtualGridProps {
  images: LibraryImage[];
  label: string;
  paging: GridPaging;
  tile: (image: LibraryImage, index: number, extra?: Omit<BoxProps, 'children'>) => ReactNode;
}

/** The list's width, gap and where it starts in the page, read again when the window or the list resizes. */
function useListBox() {
  // A `ul` at runtime; Chakra types the Grid as a div.
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, gap: 12, top: 0, phone: false });
  const read = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const style = getComputedStyle(list);
    const next = {
      width: list.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0'),
      gap: parseFloat(style.columnGap) || 0,
      top: Math.round(list.getBoundingClientRect().top + window.scrollY),
      phone: !window.matchMedia('(min-width: 30rem)').matches,
    };
    setBox((prev) => (prev.width === next.width && prev.gap === next.gap && prev.top === next.top && prev.phone === next.phone ? prev : next));
  }, []);
  // After every render: what is above the list (the selection bar wrapping, a toast) can move it.
  useLayoutEffect(read);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [read]);
  return { ref, box };
}

function VirtualGrid({ images, label, paging, tile }: VirtualGridProps) {
  const { ref, box } = useListBox();
  const columns = box.width > 0 ? columnsFor(box.width, box.gap, box.phone) : 1;
  const rowCount = Math.ceil(images.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // The likeness line under the picture is about 28 px; measuring corrects it.
    estimateSize: () => estimateRowHeight(box.width || 800, box.gap, columns, 28),
    overscan: 3,
    gap: box.gap,
    scrollMargin: box.top,
    // Rows are remeasured when the column count changes (another row holds other images).
    getItemKey: useCallback((row: number) => `${columns}:${row}`, [columns]),
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = rows[0];
  const last = rows.at(-1);
  const padTop = first ? first.start - box.top : 0;
  const padBottom = last ? Math.max(0, total - (last.end - box.top)) : 0;
  const setSize = paging.totalCount ?? (paging.hasMore ? -1 : images.length);

  // Near the end of what is loaded, the next page (the LoadMore sentinel below does the same when it shows).
  const nearEnd = last !== undefined && last.index >= rowCount - 1 - 3;
  const { hasMore, loadingMore, loadMore } = paging;
  useLayoutEffect(() => {
    if (nearEnd && hasMore && !loadingMore) void loadMore();
    // Asked again once the page is in (the rows it adds move the end further).
  }, [nearEnd, hasMore, loadingMore, rowCount]); // eslint-disable-line react-hooks/exhaustive-deps -- loadMore is new on every render

  return (
    <>
      <Grid
        as="ul"
        ref={ref}
        aria-label={label}
        listStyleType="none"
        templateColumns={box.width > 0 ? `repeat(${columns}, minmax(0, 1fr))` : templateColumns}
        gap={gap}
        style={{ paddingTop: padTop, paddingBottom: padBottom }}
        data-testid="library-grid"
        data-loaded-count={images.length}
        data-total-count={paging.totalCount}
        data-rendered-rows={rows.length}
      >
        {rows.flatMap((row) => {
          const slice = rowSlice(images, row.index, columns);
          return slice.items.map((image, i) => {
            const index = slice.first + i;
            // The first tile of a row is measured for the row (the grid stretches every tile of a row to its height).
            const measure = i === 0 ? { ref: virtualizer.measureElement, 'data-index': row.index } : {};
            return tile(image, index, { 'aria-setsize': setSize, 'aria-posinset': index + 1, ...measure } as Omit<BoxProps, 'children'>);
          });
        })}
      </Grid>
      <LoadMore hasMore={paging.hasMore} loading={paging.loadingMore} onLoadMore={() => void paging.loadMore()} />
      {!paging.hasMore && (
        <Text role="status" textAlign="center" fontSize="sm" color="fg.muted" py="2" data-testid="list-end">
          <FormattedMessage id="library.grid.allLoaded" values={{ count: images.length }} />
        </Text>
      )}
    </>
  );
}

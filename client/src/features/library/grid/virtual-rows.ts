/** The grid's smallest tile from the small breakpoint up (CSS `minmax(170px, 1fr)`), and its two columns below it. */
export const MIN_TILE_PX = 170;
export const PHONE_COLUMNS = 2;

/**
 * How many columns the grid has at `width` pixels: two on a phone, else as many tiles of at least MIN_TILE_PX as fit
 * with `gap` between them, which is what CSS `repeat(auto-fill, minmax(170px, 1fr))` lays out.
 */
export function columnsFor(width: number, gap: number, phone: boolean): number {
  if (phone) return PHONE_COLUMNS;
  return Math.max(1, Math.floor((width + gap) / (MIN_TILE_PX + gap)));
}

/**
 * A row's height before the browser has measured it: the square picture, the 2 px borders and the likeness line
 * under it (`extra`); a measured row replaces the estimate, so a wrong guess moves the rows below once at most.
 */
export function estimateRowHeight(width: number, gap: number, columns: number, extra: number): number {
  const tile = (width - gap * (columns - 1)) / columns;
  return Math.max(1, Math.round(tile + 4 + extra));
}

/** The images of row `row` (their first index and the images) when rows hold `columns` each. */
export function rowSlice<T>(items: readonly T[], row: number, columns: number): { first: number; items: T[] } {
  const first = row * columns;
  return { first, items: items.slice(first, first + columns) };
}

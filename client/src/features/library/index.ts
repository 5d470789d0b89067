// The public entry of the library feature: what other features may use. Everything else stays inside.
export { MyPhotosQuery } from './api/library-queries';
export { useFavoriteActions } from './api/use-favorite-actions';
export { EmptyState } from './grid/empty-state';
export { ImageGrid } from './grid/image-grid';
export type { LibraryImage } from './grid/library-image';
export { LoadFailed } from './grid/load-failed';
export { LoadMore } from './grid/load-more';
export { SortSelect } from './grid/sort-select';
export { useFailureToast } from './grid/use-failure-toast';

import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotSort } from '../../gql/graphql';
import { useFavoriteActions } from '../library';
import { ImageGrid } from '../library';
import type { LibraryImage } from '../library';
import { LoadFailed } from '../library';
import { SortSelect } from '../library';

export const photosFailedId = 'generator.errors.loadFailed';

interface GalleryPhotosProps {
  photos: {
    /** Undefined when the list failed to load. */
    images: LibraryImage[] | undefined;
    totalCount: number | undefined;
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => Promise<void>;
  };
  sort: HeadshotSort;
  /** "Looks like me": usable images the user's own likeness threshold does not question (filtered on the server). */
  likeMe: boolean;
  onLikeMeChange: (likeMe: boolean) => void;
  onSortChange: (sort: HeadshotSort) => void;
  onRetry: () => void;
}

/** The user's photos in the library's grid and lightbox, best identity match first unless sorted otherwise. */
export function GalleryPhotos({ photos, sort, onSortChange, likeMe, onLikeMeChange, onRetry }: GalleryPhotosProps) {
  const intl = useIntl();
  const { images } = photos;
  const favorites = useFavoriteActions();
  return (
    <Stack as="section" aria-labelledby="gallery-photos-title" gap="3" data-testid="gallery-photos">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2">
          <Heading as="h3" size="lg" id="gallery-photos-title">
            <FormattedMessage id="gallery.photos.title" />
          </Heading>
          {images && (
            <Badge data-testid="gallery-photos-count">
              <FormattedMessage id="gallery.photos.count" values={{ count: photos.totalCount ?? images.length }} />
            </Badge>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {images && (likeMe || images.length > 0) && (
            <Button size="sm" variant={likeMe ? 'solid' : 'outline'} aria-pressed={likeMe} onClick={() => onLikeMeChange(!likeMe)} data-testid="filter-looks-like-me">
              <FormattedMessage id="photos.filter.looksLikeMe" />
            </Button>
          )}
          {images && (images.length > 1 || photos.hasMore) && <SortSelect value={sort} onChange={onSortChange} />}
        </HStack>
      </HStack>
      {!images ? (
        <LoadFailed messageId={photosFailedId} onRetry={onRetry} />
      ) : images.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id={likeMe ? 'photos.filter.noneLikeMe' : 'gallery.photos.empty'} />
        </Text>
      ) : (
          <ImageGrid images={images} favorites={favorites} label={intl.formatMessage({ id: 'gallery.photos.label' })} paging={photos} />
      )}
    </Stack>
  );
}

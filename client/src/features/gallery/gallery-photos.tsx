import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotSort } from '../../gql/graphql';
import { looksLikeMe } from '../generation';
import { useFavoriteActions } from '../library';
import { ImageGrid } from '../library';
import type { LibraryImage } from '../library';
import { LoadFailed } from '../library';
import { SortSelect } from '../library';

export const photosFailedId = 'generator.errors.loadFailed';

interface GalleryPhotosProps {
  /** Undefined when the list failed to load. */
  images: LibraryImage[] | undefined;
  sort: HeadshotSort;
  onSortChange: (sort: HeadshotSort) => void;
  onRetry: () => void;
}

/** The user's photos in the library's grid and lightbox, best identity match first unless sorted otherwise. */
export function GalleryPhotos({ images: all, sort, onSortChange, onRetry }: GalleryPhotosProps) {
  const intl = useIntl();
  // "Looks like me": usable images the user's own likeness threshold does not question (the list is not paged).
  const [likeMe, setLikeMe] = useState(false);
  const images = all && likeMe ? all.filter(looksLikeMe) : all;
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
              <FormattedMessage id="gallery.photos.count" values={{ count: images.length }} />
            </Badge>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {all && all.length > 0 && (
            <Button size="sm" variant={likeMe ? 'solid' : 'outline'} aria-pressed={likeMe} onClick={() => setLikeMe((on) => !on)} data-testid="filter-looks-like-me">
              <FormattedMessage id="photos.filter.looksLikeMe" />
            </Button>
          )}
          {images && images.length > 1 && <SortSelect value={sort} onChange={onSortChange} />}
        </HStack>
      </HStack>
      {!images ? (
        <LoadFailed messageId={photosFailedId} onRetry={onRetry} />
      ) : images.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id={likeMe ? 'photos.filter.noneLikeMe' : 'gallery.photos.empty'} />
        </Text>
      ) : (
        <ImageGrid images={images} favorites={favorites} label={intl.formatMessage({ id: 'gallery.photos.label' })} />
      )}
    </Stack>
  );
}

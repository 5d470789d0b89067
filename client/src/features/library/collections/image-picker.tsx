import { Badge, Box, chakra, Grid, Image, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { usePagedConnection } from '../../../lib/apollo/use-paged-connection';
import { FavoritesQuery, MyPhotosQuery } from '../api/library-queries';
import type { LibraryImage } from '../grid/library-image';
import { LoadFailed } from '../grid/load-failed';
import { LoadMore } from '../grid/load-more';
import { useFailureToast } from '../grid/use-failure-toast';

interface ImagePickerProps {
  source: 'favorites' | 'photos';
  present: ReadonlySet<string>;
  picked: string[];
  onToggle: (id: string) => void;
}

function usePickerImages(source: ImagePickerProps['source']) {
  const favorites = usePagedConnection(FavoritesQuery, 'favorites', { skip: source !== 'favorites', failedId: 'favorites.errors.load' });
  const photos = usePagedConnection(MyPhotosQuery, 'generatedImages', { variables: { sort: 'NEWEST' }, skip: source !== 'photos', failedId: 'photos.errors.load' });
  return source === 'favorites'
    ? { images: favorites.nodes, loading: favorites.loading, error: favorites.error, refetch: favorites.refetch, failedId: 'favorites.errors.load', more: favorites }
    : { images: photos.nodes, loading: photos.loading, error: photos.error, refetch: photos.refetch, failedId: 'photos.errors.load', more: photos };
}

/** Checkbox thumbnails of one source; images already in the collection are marked and cannot be picked. */
export function ImagePicker({ source, present, picked, onToggle }: ImagePickerProps) {
  const intl = useIntl();
  const { images, loading, error, refetch, failedId, more } = usePickerImages(source);
  useFailureToast(error, failedId);
  if (!images && loading) return <CenteredSpinner minHeight="20vh" />;
  if (!images) return <LoadFailed messageId={failedId} onRetry={() => void refetch().catch(() => undefined)} />;
  if (images.length === 0) {
    return (
      <Text color="fg.muted" py="6">
        <FormattedMessage id={source === 'favorites' ? 'favorites.empty.text' : 'photos.empty.text'} />
      </Text>
    );
  }
  return (
    <>
    <Grid as="ul" listStyleType="none" templateColumns="repeat(auto-fill, minmax(110px, 1fr))" gap="3" pt="2" data-testid="image-picker">
      {images.map((image: LibraryImage, index) => {
        const inside = present.has(image.id);
        const checked = inside || picked.includes(image.id);
        return (
          <Box as="li" key={image.id} data-image-id={image.id}>
            <chakra.label display="block" position="relative" rounded="md" overflow="hidden" borderWidth="2px" borderColor={checked && !inside ? 'blue.solid' : 'transparent'} cursor={inside ? 'not-allowed' : 'pointer'} opacity={inside ? 0.6 : 1}>
              {image.thumbnailUrl && <Image src={image.thumbnailUrl} alt="" aspectRatio="1" width="full" objectFit="cover" loading="lazy" />}
              <chakra.input
                type="checkbox"
                position="absolute"
                top="2"
                insetStart="2"
                boxSize="5"
                accentColor="blue.solid"
                checked={checked}
                disabled={inside}
                onChange={() => onToggle(image.id)}
                aria-label={intl.formatMessage({ id: 'library.image.select' }, { count: index + 1 })}
              />
              {inside && (
                <Badge position="absolute" bottom="2" insetStart="2" size="sm">
                  <FormattedMessage id="collections.add.inside" />
                </Badge>
              )}
            </chakra.label>
          </Box>
        );
      })}
    </Grid>
    {more && <LoadMore hasMore={more.hasMore} loading={more.loadingMore} onLoadMore={() => void more.loadMore()} />}
    </>
  );
}

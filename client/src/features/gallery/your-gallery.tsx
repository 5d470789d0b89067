import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { CenteredSpinner } from '../../components/ui/centered-spinner';
import type { HeadshotSort } from '../../gql/graphql';
import { usePagedConnection } from '../../lib/apollo/use-paged-connection';
import { MyPhotosQuery } from '../library';
import { EmptyState } from '../library';
import { useFailureToast } from '../library';
import { VideosQuery } from '../videos';
import { GalleryPhotos, photosFailedId } from './gallery-photos';
import { GalleryVideos, videosFailedId } from './gallery-videos';

const retrying = (refetch: () => Promise<unknown>) => () => void refetch().catch(() => undefined);

/**
 * The signed-in user's photos and videos together (loaded with Apollo, so only for signed-in visitors), with
 * the ways to make more and to manage them.
 */
export default function YourGallery() {
  const [sort, setSort] = useState<HeadshotSort>('BEST_MATCH');
  // "Looks like me" filters on the server: the list is paged.
  const [likeMe, setLikeMe] = useState(false);
  const photos = usePagedConnection(MyPhotosQuery, 'generatedImages', { variables: { sort, looksLikeMe: likeMe }, failedId: 'photos.errors.load' });
  const videos = usePagedConnection(VideosQuery, 'videos', { failedId: videosFailedId });
  useFailureToast(photos.error, photosFailedId);
  useFailureToast(videos.error, videosFailedId);
  const images = photos.nodes;
  const clips = videos.nodes;

  const body = () => {
    if ((!images && photos.loading) || (!videos.data && videos.loading)) return <CenteredSpinner minHeight="20vh" />;
    if (images?.length === 0 && !likeMe && clips?.length === 0) return <EmptyState textId="gallery.empty.text" />;
    return (
      <>
        <GalleryIntro />
        <GalleryPhotos photos={{ ...photos, images }} sort={sort} onSortChange={setSort} likeMe={likeMe} onLikeMeChange={setLikeMe} onRetry={retrying(photos.refetch)} />
        <GalleryVideos videos={clips} more={videos} onRetry={retrying(videos.refetch)} />
      </>
    );
  };

  return (
    <Stack as="section" aria-labelledby="your-gallery-title" gap="4" data-testid="your-gallery">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id="your-gallery-title">
        <FormattedMessage id="gallery.yours.title" />
      </Heading>
      {body()}
    </Stack>
  );
}

/** Managing photos happens in My photos; new ones come from the generators. */
function GalleryIntro() {
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        <FormattedMessage id="gallery.yours.lead" />
      </Text>
      <HStack gap="2" wrap="wrap">
        <ButtonLink screen="myPhotos" size="sm" variant="outline">
          <FormattedMessage id="gallery.yours.manage" />
        </ButtonLink>
        <ButtonLink screen="generator" size="sm" variant="outline">
          <FormattedMessage id="gallery.cta.generator" />
        </ButtonLink>
        <ButtonLink screen="videoGenerator" size="sm" variant="outline">
          <FormattedMessage id="gallery.cta.video" />
        </ButtonLink>
      </HStack>
    </Stack>
  );
}

import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import type { HeadshotImageFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { GeneratedImagesQuery } from '../api/generated-images-query';
import { ImageGrid } from '../shared/image-grid';
import { LoadFailed, useToastOnError } from '../shared/load-failed';

const PAGE = 12;

interface RecentHeadshotsProps {
  selectedId: string | null;
  onSelect: (image: HeadshotImageFieldsFragment) => void;
}

/** The user's delivered headshots, newest first; selecting one opens it in the background changer. */
export function RecentHeadshots({ selectedId, onSelect }: RecentHeadshotsProps) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useAppQuery(GeneratedImagesQuery);
  const [shown, setShown] = useState(PAGE);

  useToastOnError(error, 'generator.errors.loadFailed');

  // The latest page (50): recent ones; the whole library is in My photos.
  const images = (data?.generatedImages.edges ?? []).map((edge) => edge.node).filter((i) => i.status === 'succeeded');
  return (
    <Stack as="section" aria-labelledby="recent-headshots" gap="4" data-testid="recent-headshots">
      <Heading as="h2" size="lg" id="recent-headshots">
        <FormattedMessage id="generator.recent.title" />
      </Heading>
      {!data && loading && <CenteredSpinner minHeight="10vh" />}
      {error && (
        <LoadFailed messageId="generator.errors.loadFailed" onRetry={() => void refetch().catch(() => undefined)} />
      )}
      {data && images.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="generator.recent.empty" />
        </Text>
      )}
      {images.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="generator.recent.hint" />
          </Text>
          <ImageGrid images={images.slice(0, shown)} selectedId={selectedId} onSelect={onSelect} testId="recent-images" label={intl.formatMessage({ id: 'generator.recent.title' })} />
          {images.length > shown && (
            <Button variant="outline" alignSelf="center" onClick={() => setShown((n) => n + PAGE)}>
              <FormattedMessage id="generator.recent.more" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

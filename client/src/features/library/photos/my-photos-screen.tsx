import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TrashIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import type { HeadshotSort } from '../../../gql/graphql';
import { usePagedConnection } from '../../../lib/apollo/use-paged-connection';
import { MyPhotosQuery } from '../api/library-queries';
import { useFavoriteActions } from '../api/use-favorite-actions';
import { EmptyState } from '../grid/empty-state';
import { ImageGrid } from '../grid/image-grid';
import { DownloadIcon, HeartIcon } from '../grid/library-icons';
import { LoadFailed } from '../grid/load-failed';
import { SelectionBar } from '../grid/selection-bar';
import { SortSelect } from '../grid/sort-select';
import { useDownload } from '../grid/use-download';
import { useFailureToast } from '../grid/use-failure-toast';
import { useSelection } from '../grid/use-selection';
import { useDeleteImages } from './use-delete-images';

/** Every photo the user generated: browse, favorite, download, and delete one or many after confirming. */
export function MyPhotosScreen() {
  const intl = useIntl();
  const [sort, setSort] = useState<HeadshotSort>('NEWEST');
  // "Looks like me" filters on the server: the list is paged.
  const [likeMe, setLikeMe] = useState(false);
  const photos = usePagedConnection(MyPhotosQuery, 'generatedImages', { variables: { sort, looksLikeMe: likeMe }, failedId: 'photos.errors.load' });
  const { loading, error, refetch } = photos;
  useFailureToast(error, 'photos.errors.load');
  const images = photos.nodes ?? [];
  const favorites = useFavoriteActions();
  const selection = useSelection(images.map((i) => i.id));
  const download = useDownload();
  // Its own state: the whole library can take a while, and the selection's ZIP stays usable meanwhile.
  const library = useDownload();
  const { remove, deleting } = useDeleteImages();
  const [selecting, setSelecting] = useState(false);
  // The ids asked about, kept while the dialog closes so its wording does not change under the user.
  const [asked, setAsked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const count = selection.selected.length;

  const ask = () => {
    setAsked(selection.selected);
    setConfirming(true);
  };
  const onDelete = async () => {
    if (await remove(asked)) selection.clear();
    setConfirming(false);
  };

  const body = () => {
    if (!photos.nodes && loading) return <CenteredSpinner minHeight="30vh" />;
    if (!photos.nodes) return <LoadFailed messageId="photos.errors.load" onRetry={() => void refetch().catch(() => undefined)} />;
    if (images.length === 0 && !likeMe) return <EmptyState textId="photos.empty.text" />;
    return (
      <>
        <SelectionBar selecting={selecting} onSelectingChange={setSelecting} selection={selection} moreToLoad={photos.hasMore} start={
            <HStack gap="2" wrap="wrap">
              <SortSelect value={sort} onChange={setSort} />
              <Button size="sm" variant="outline" disabled={!likeMe && (photos.totalCount ?? images.length) === 0} loading={library.downloading} onClick={() => void library.all()} data-testid="download-all">
                <DownloadIcon aria-hidden />
                <FormattedMessage id="photos.actions.downloadAll" />
              </Button>
              <Button size="sm" variant={likeMe ? 'solid' : 'outline'} aria-pressed={likeMe} onClick={() => setLikeMe((on) => !on)} data-testid="filter-looks-like-me">
                <FormattedMessage id="photos.filter.looksLikeMe" />
              </Button>
            </HStack>
          }
        >
          <Button size="sm" variant="outline" disabled={count === 0} onClick={() => void favorites.addMany(selection.selected)}>
            <HeartIcon aria-hidden />
            <FormattedMessage id="photos.actions.favorite" />
          </Button>
          <Button size="sm" variant="outline" disabled={count === 0} loading={download.downloading} onClick={() => void download.zip(selection.selected)}>
            <DownloadIcon aria-hidden />
            <FormattedMessage id="library.selection.downloadZip" />
          </Button>
          <Button size="sm" colorPalette="red" disabled={count === 0} onClick={ask}>
            <TrashIcon aria-hidden />
            <FormattedMessage id="photos.actions.delete" />
          </Button>
        </SelectionBar>
        {images.length === 0 ? (
          <Text color="fg.muted" data-testid="looks-like-me-empty">
            <FormattedMessage id="photos.filter.noneLikeMe" />
          </Text>
        ) : (
          <>
            <ImageGrid images={images} favorites={favorites} selection={selecting ? selection : undefined} label={intl.formatMessage({ id: 'screens.myPhotos.title' })} paging={photos} />
          </>
        )}
      </>
    );
  };

  return (
    <Page title={<FormattedMessage id="screens.myPhotos.title" />} lead={<FormattedMessage id="photos.page.lead" />} width="6xl">
      {body()}
      <ConfirmDialog
        open={confirming}
        destructive
        loading={deleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onDelete()}
        title={<FormattedMessage id="photos.delete.title" values={{ count: asked.length }} />}
        confirmLabel={<FormattedMessage id="photos.delete.confirm" values={{ count: asked.length }} />}
        cancelLabel={<FormattedMessage id="library.dialog.cancel" />}
      >
        <FormattedMessage id="photos.delete.text" values={{ count: asked.length }} />
      </ConfirmDialog>
    </Page>
  );
}

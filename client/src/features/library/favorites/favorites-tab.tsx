import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { usePagedConnection } from '../../../lib/apollo/use-paged-connection';
import { FavoritesQuery } from '../api/library-queries';
import { useFavoriteActions } from '../api/use-favorite-actions';
import { EmptyState } from '../grid/empty-state';
import { ImageGrid } from '../grid/image-grid';
import { DownloadIcon, HeartIcon } from '../grid/library-icons';
import { LoadFailed } from '../grid/load-failed';
import { SelectionBar } from '../grid/selection-bar';
import { useDownload } from '../grid/use-download';
import { useFailureToast } from '../grid/use-failure-toast';
import { useSelection } from '../grid/use-selection';

/** The user's favorites, newest favorited first, a page at a time as the user scrolls; a heart or a selection takes them off the list. */
export function FavoritesTab() {
  const intl = useIntl();
  const paged = usePagedConnection(FavoritesQuery, 'favorites', { failedId: 'favorites.errors.load' });
  const { data, loading, error, refetch } = paged;
  useFailureToast(error, 'favorites.errors.load');
  const images = paged.nodes ?? [];
  const favorites = useFavoriteActions();
  const selection = useSelection(images.map((i) => i.id));
  const download = useDownload();
  const [selecting, setSelecting] = useState(false);
  const count = selection.selected.length;
  const busy = selection.selected.some(favorites.isBusy);

  if (!data && loading) return <CenteredSpinner minHeight="30vh" />;
  if (!data) return <LoadFailed messageId="favorites.errors.load" onRetry={() => void refetch().catch(() => undefined)} />;
  if (images.length === 0) return <EmptyState textId="favorites.empty.text" />;
  return (
    <Stack gap="4" pt="2" data-testid="favorites-tab">
      <SelectionBar selecting={selecting} onSelectingChange={setSelecting} selection={selection} moreToLoad={paged.hasMore}>
        <Button size="sm" variant="outline" disabled={count === 0} loading={download.downloading} onClick={() => void download.zip(selection.selected)}>
          <DownloadIcon aria-hidden />
          <FormattedMessage id="library.selection.downloadZip" />
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" disabled={count === 0} loading={busy} onClick={() => void favorites.removeMany(selection.selected)}>
          <HeartIcon aria-hidden />
          <FormattedMessage id="favorites.actions.remove" />
        </Button>
      </SelectionBar>
      <ImageGrid images={images} favorites={favorites} selection={selecting ? selection : undefined} label={intl.formatMessage({ id: 'favorites.tabs.favorites' })} paging={paged} />
    </Stack>
  );
}

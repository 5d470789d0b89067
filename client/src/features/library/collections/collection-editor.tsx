import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CollectionQuery } from '../../../gql/graphql';
import type { TileFavorites } from '../grid/image-tile';
import { DownloadIcon, PlusIcon } from '../grid/library-icons';
import { SelectionBar } from '../grid/selection-bar';
import { useDownload } from '../grid/use-download';
import { useSelection } from '../grid/use-selection';
import { AddImagesDialog } from './add-images-dialog';
import { CollectionItems } from './collection-items';
import type { useCollectionActions } from './use-collection-actions';
import { useCollectionOrder } from './use-collection-order';

interface CollectionEditorProps {
  collection: NonNullable<CollectionQuery['collection']>;
  actions: ReturnType<typeof useCollectionActions>;
  favorites: TileFavorites;
}

/** Adds, removes and reorders a collection's images; a new order is kept locally until "Save order". */
export function CollectionEditor({ collection, actions, favorites }: CollectionEditorProps) {
  const order = useCollectionOrder(collection.items);
  const selection = useSelection(order.ids);
  const download = useDownload();
  const [selecting, setSelecting] = useState(false);
  const [adding, setAdding] = useState(false);

  // Leaving the page with an unsaved order asks first.
  useEffect(() => {
    if (!order.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [order.dirty]);

  const removeSelected = async () => {
    if (await actions.removeImages(collection.id, selection.selected)) selection.clear();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            <FormattedMessage id="collections.add.open" />
          </Button>
          {order.dirty && (
            <Badge colorPalette="orange" size="lg" data-testid="unsaved-order" role="status">
              <FormattedMessage id="collections.order.unsaved" />
            </Badge>
          )}
        </HStack>
        {order.dirty && (
          <HStack gap="2">
            <Button size="sm" variant="ghost" onClick={order.reset} disabled={actions.reordering}>
              <FormattedMessage id="collections.order.discard" />
            </Button>
            <Button size="sm" colorPalette="blue" loading={actions.reordering} onClick={() => void actions.reorder(collection.id, order.ids)}>
              <FormattedMessage id="collections.order.save" />
            </Button>
          </HStack>
        )}
      </HStack>
      {order.items.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="lg" data-testid="empty-state">
          <FormattedMessage id="collections.view.empty" />
        </Text>
      ) : (
        <>
          <SelectionBar
            selecting={selecting}
            onSelectingChange={setSelecting}
            selection={selection}
            start={
              !selecting && (
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="collections.order.hint" />
                </Text>
              )
            }
          >
            <Button size="sm" variant="outline" disabled={selection.selected.length === 0} loading={download.downloading} onClick={() => void download.zip(selection.selected)}>
              <DownloadIcon aria-hidden />
              <FormattedMessage id="library.selection.downloadZip" />
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" disabled={selection.selected.length === 0} loading={actions.removing} onClick={() => void removeSelected()}>
              <FormattedMessage id="collections.items.removeSelected" />
            </Button>
          </SelectionBar>
          <CollectionItems
            items={order.items}
            favorites={favorites}
            selection={selecting ? selection : undefined}
            move={order.move}
            removing={actions.removing}
            onRemove={(imageId) => void actions.removeImages(collection.id, [imageId])}
          />
        </>
      )}
      <AddImagesDialog
        open={adding}
        present={new Set(order.ids)}
        adding={actions.adding}
        onClose={() => setAdding(false)}
        onAdd={(ids) => actions.addImages(collection.id, ids)}
      />
    </Stack>
  );
}

import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CollectionQuery } from '../api/library-queries';
import { useFavoriteActions } from '../api/use-favorite-actions';
import { ChevronLeftIcon } from '../grid/library-icons';
import { LoadFailed } from '../grid/load-failed';
import { useFailureToast } from '../grid/use-failure-toast';
import { CollectionEditor } from './collection-editor';
import { CollectionFormDialog } from './collection-form-dialog';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { useCollectionActions } from './use-collection-actions';

/** One collection: its name and description, rename and delete, and its ordered images. */
export function CollectionView({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, loading, error, refetch } = useAppQuery(CollectionQuery, { variables: { id } });
  useFailureToast(error, 'collections.errors.loadOne');
  const actions = useCollectionActions();
  const favorites = useFavoriteActions();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const collection = data?.collection;

  const back = (
    <Button variant="ghost" size="sm" alignSelf="start" onClick={onBack}>
      <ChevronLeftIcon aria-hidden />
      <FormattedMessage id="collections.view.back" />
    </Button>
  );
  if (!data && loading) return <CenteredSpinner minHeight="30vh" />;
  if (!data) return <Stack gap="3" pt="2">{back}<LoadFailed messageId="collections.errors.loadOne" onRetry={() => void refetch().catch(() => undefined)} /></Stack>;
  if (!collection) {
    return (
      <Stack gap="3" pt="2">
        {back}
        <Text color="fg.muted">
          <FormattedMessage id="collections.view.notFound" />
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4" pt="2" data-testid="collection-view" aria-labelledby="collection-name">
      {back}
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" id="collection-name" wordBreak="break-word">
            {collection.name}
          </Heading>
          {collection.description && <Text color="fg.muted">{collection.description}</Text>}
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setRenaming(true)}>
            <FormattedMessage id="collections.card.rename" />
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
            <FormattedMessage id="collections.card.delete" />
          </Button>
        </HStack>
      </HStack>
      <CollectionEditor collection={collection} actions={actions} favorites={favorites} />
      <CollectionFormDialog open={renaming} initial={collection} saving={actions.saving} onClose={() => setRenaming(false)} onSave={(fields) => actions.update(id, fields)} />
      <DeleteCollectionDialog
        collection={deleting ? collection : null}
        loading={actions.deleting}
        onClose={() => setDeleting(false)}
        onDelete={async (target) => {
          const done = await actions.remove(target);
          if (done) onBack();
          return done;
        }}
      />
    </Stack>
  );
}

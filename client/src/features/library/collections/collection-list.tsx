import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import type { CollectionSummaryFragment } from '../../../gql/graphql';
import { usePagedConnection } from '../../../lib/apollo/use-paged-connection';
import { CollectionsQuery } from '../api/library-queries';
import { EmptyState } from '../grid/empty-state';
import { LoadMore } from '../grid/load-more';
import { PlusIcon } from '../grid/library-icons';
import { LoadFailed } from '../grid/load-failed';
import { useFailureToast } from '../grid/use-failure-toast';
import { CollectionCard } from './collection-card';
import { CollectionFormDialog } from './collection-form-dialog';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { useCollectionActions } from './use-collection-actions';

/** The user's collections with cover and count, newest first, a page at a time as the user scrolls; create, rename, delete, open. */
export function CollectionList({ onOpen }: { onOpen: (id: string) => void }) {
  const intl = useIntl();
  const paged = usePagedConnection(CollectionsQuery, 'collections', { failedId: 'collections.errors.load' });
  const { data, loading, error, refetch } = paged;
  useFailureToast(error, 'collections.errors.load');
  const actions = useCollectionActions();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<CollectionSummaryFragment | null>(null);
  const [deleting, setDeleting] = useState<CollectionSummaryFragment | null>(null);
  const collections = paged.nodes ?? [];

  const createButton = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden />
      <FormattedMessage id="collections.list.create" />
    </Button>
  );

  const body = () => {
    if (!data && loading) return <CenteredSpinner minHeight="30vh" />;
    if (!data) return <LoadFailed messageId="collections.errors.load" onRetry={() => void refetch().catch(() => undefined)} />;
    if (collections.length === 0) return <EmptyState textId="collections.empty.text" action={createButton} />;
    return (
      <>
        <Grid as="ul" listStyleType="none" aria-label={intl.formatMessage({ id: 'favorites.tabs.collections' })} templateColumns={{ base: 'repeat(auto-fill, minmax(160px, 1fr))', md: 'repeat(auto-fill, minmax(220px, 1fr))' }} gap="4">
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} onOpen={() => onOpen(c.id)} onRename={() => setRenaming(c)} onDelete={() => setDeleting(c)} />
          ))}
        </Grid>
        <LoadMore hasMore={paged.hasMore} loading={paged.loadingMore} onLoadMore={() => void paged.loadMore()} />
      </>
    );
  };

  return (
    <Stack gap="4" pt="2" data-testid="collections-tab">
      {collections.length > 0 && <HStack justify="end">{createButton}</HStack>}
      {body()}
      <CollectionFormDialog
        open={creating}
        saving={actions.saving}
        onClose={() => setCreating(false)}
        onSave={async (fields) => {
          const id = await actions.create(fields);
          if (id) onOpen(id);
          return Boolean(id);
        }}
      />
      <CollectionFormDialog
        open={renaming !== null}
        initial={renaming ?? undefined}
        saving={actions.saving}
        onClose={() => setRenaming(null)}
        onSave={(fields) => actions.update(renaming!.id, fields)}
      />
      <DeleteCollectionDialog collection={deleting} loading={actions.deleting} onClose={() => setDeleting(null)} onDelete={(id) => actions.remove(id)} />
    </Stack>
  );
}

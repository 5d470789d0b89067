import { Tabs } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { CollectionsTab } from '../collections/collections-tab';
import { FavoritesTab } from './favorites-tab';

type Tab = 'favorites' | 'collections';

/**
 * Favorites and collections. The open tab and collection are in the query (?tab=collections&collection=<id>),
 * so both can be linked to and survive a reload.
 */
export function FavoritesScreen() {
  const [params, setParams] = useSearchParams();
  const collectionId = params.get('collection');
  const tab: Tab = params.get('tab') === 'collections' || collectionId ? 'collections' : 'favorites';
  const openCollection = (id: string | null) => setParams(id ? { tab: 'collections', collection: id } : { tab: 'collections' });

  return (
    <Page title={<FormattedMessage id="screens.favorites.title" />} lead={<FormattedMessage id="favorites.page.lead" />} width="6xl">
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="favorites">
            <FormattedMessage id="favorites.tabs.favorites" />
          </Tabs.Trigger>
          <Tabs.Trigger value="collections">
            <FormattedMessage id="favorites.tabs.collections" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="favorites">
          <FavoritesTab />
        </Tabs.Content>
        <Tabs.Content value="collections">
          <CollectionsTab openId={collectionId} onOpen={openCollection} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

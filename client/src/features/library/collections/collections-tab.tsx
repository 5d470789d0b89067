import { CollectionList } from './collection-list';
import { CollectionView } from './collection-view';

/** The collections tab: the list, or one opened collection. */
export function CollectionsTab({ openId, onOpen }: { openId: string | null; onOpen: (id: string | null) => void }) {
  return openId ? <CollectionView key={openId} id={openId} onBack={() => onOpen(null)} /> : <CollectionList onOpen={onOpen} />;
}

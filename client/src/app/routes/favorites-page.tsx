import { FavoritesScreen } from '../../features/library/favorites/favorites-screen';

export function FavoritesPage() {
  return <FavoritesScreen />;
}

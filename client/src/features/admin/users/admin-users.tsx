import { useSearchParams } from 'react-router-dom';
import { UserDetail } from './user-detail';
import { UserSearch } from './user-search';

/** Users: the search and its list, or one user's page (?user=<id>), so each can be linked to. */
export function AdminUsers() {
  const [params] = useSearchParams();
  const userId = params.get('user');
  return userId ? <UserDetail userId={userId} /> : <UserSearch />;
}

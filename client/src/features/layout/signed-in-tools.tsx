import { WithApollo } from '../../app/with-apollo';
import { NotificationBell } from '../notifications';

export { CreditsBadge, UserMenu } from './user-menu';

/** The bell, with the session's Apollo client it reads through. */
export function HeaderBell() {
  return (
    <WithApollo fallback={null}>
      <NotificationBell />
    </WithApollo>
  );
}

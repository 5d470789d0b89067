import { AdminConsole } from '../../features/admin';
import type { PageProps } from './page-props';

/** Every /admin screen: the console picks its section by the screen. */
export function AdminPage({ screen }: PageProps) {
  return <AdminConsole screen={screen} />;
}

import { DevelopersScreen } from '../../features/api-access';

export function DevelopersPage() {
  return <DevelopersScreen />;
}

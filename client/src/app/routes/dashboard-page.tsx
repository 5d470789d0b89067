import { FormattedMessage } from 'react-intl';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import { QuickAccess } from '../../features/dashboard/quick-access';
import { ProfileCard } from '../../features/profile/components/profile-card';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <Page
      title={<FormattedMessage id="screens.dashboard.title" />}
      lead={<FormattedMessage id="dashboard.page.welcome" values={{ name: user?.fullName || user?.email }} />}
    >
      <ProfileCard />
      <QuickAccess />
    </Page>
  );
}

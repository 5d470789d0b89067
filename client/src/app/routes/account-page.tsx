import { Stack, Tabs } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { ApiTab } from '../../features/api-access';
import { useAuth } from '../../features/auth/auth-context';
import { UsageTab } from '../../features/library/usage-tab';
import { ModelsTab } from '../../features/models/account/models-tab';
import { EmailPreferences } from '../../features/notifications';
import { SubscriptionTab } from '../../features/payments';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section';
import { DataExportSection } from '../../features/profile/components/data-export-section';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { TeamTab, useTeamsSwitch } from '../../features/teams';

const allTabs = ['profile', 'subscription', 'models', 'usage', 'team', 'api'] as const;
type Tab = (typeof allTabs)[number];

/** Account tabs; the open tab is in the query (?tab=models), so it can be linked to. The team tab only while teams are on. */
export function AccountPage() {
  const { user } = useAuth();
  const teams = useTeamsSwitch();
  const teamsEnabled = teams === 'on';
  const [params, setParams] = useSearchParams();
  const tabs = allTabs.filter((t) => t !== 'team' || teamsEnabled);
  const requested = params.get('tab');
  const tab: Tab = tabs.find((t) => t === requested) ?? 'profile';
  if (!user) return null;
  return (
    <Page title={<FormattedMessage id="screens.account.title" />}>
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} lazyMount data-teams={teams}>
        {/* Scrolls sideways on narrow screens rather than squeezing the labels over each other. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t} value={t} flexShrink="0" whiteSpace="nowrap">
              <FormattedMessage id={`account.tabs.${t}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <Stack gap="10">
            <ProfileForm user={user} />
            <EmailPreferences teamsEnabled={teamsEnabled} />
            <DataExportSection />
            <DeleteAccountSection />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="models">
          <ModelsTab />
        </Tabs.Content>
        <Tabs.Content value="subscription">
          <SubscriptionTab />
        </Tabs.Content>
        <Tabs.Content value="usage">
          <UsageTab />
        </Tabs.Content>
        {teamsEnabled && (
          <Tabs.Content value="team">
            <TeamTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="api">
          <ApiTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

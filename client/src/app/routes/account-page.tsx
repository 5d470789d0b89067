import { Badge, Stack, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import { UsageTab } from '../../features/library/usage-tab';
import { ModelsTab } from '../../features/models/account/models-tab';
import { SubscriptionTab } from '../../features/payments';
import { ProfileForm } from '../../features/profile/components/profile-form';

const tabs = ['profile', 'subscription', 'models', 'usage', 'team'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => (tabs as readonly (string | null)[]).includes(value);

/** Account tabs; the open tab is in the query (?tab=models), so it can be linked to. */
export function AccountPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  if (!user) return null;
  return (
    <Page title={<FormattedMessage id="screens.account.title" />}>
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} lazyMount>
        {/* Scrolls sideways on narrow screens rather than squeezing the labels over each other. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t} value={t} flexShrink="0" whiteSpace="nowrap">
              <FormattedMessage id={`account.tabs.${t}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileForm user={user} />
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
        <Tabs.Content value="team">
          <Stack gap="3">
            <Badge alignSelf="start" colorPalette="orange">
              <FormattedMessage id="comingSoon.page.badge" />
            </Badge>
            <Text><FormattedMessage id="comingSoon.page.text" /></Text>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

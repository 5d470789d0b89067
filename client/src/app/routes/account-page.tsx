import { Badge, Stack, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import { ProfileForm } from '../../features/profile/components/profile-form';

const tabs = ['profile', 'subscription', 'models', 'usage', 'team'] as const;

export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page title={<FormattedMessage id="screens.account.title" />}>
      <Tabs.Root defaultValue="profile" lazyMount>
        {/* Scrolls sideways on narrow screens rather than squeezing the labels over each other. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} flexShrink="0" whiteSpace="nowrap">
              <FormattedMessage id={`account.tabs.${tab}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileForm user={user} />
        </Tabs.Content>
        {tabs.slice(1).map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <Stack gap="3">
              <Badge alignSelf="start" colorPalette="orange">
                <FormattedMessage id="comingSoon.page.badge" />
              </Badge>
              <Text><FormattedMessage id="comingSoon.page.text" /></Text>
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

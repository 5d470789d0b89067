import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import type { NotificationType } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { NotificationEmailPreferencesQuery, SetNotificationEmailPreferenceMutation } from '../api/notification-operations';
import { typeMessageKey } from './type-message-key';

const teamTypes: NotificationType[] = ['team_invitation_received', 'team_member_joined'];

/** Account → Profile: which notifications also come by email, one switch per type. */
export function EmailPreferences({ teamsEnabled }: { teamsEnabled: boolean }) {
  const intl = useIntl();
  const { data, loading, error } = useAppQuery(NotificationEmailPreferencesQuery);
  const [save] = useMutation(SetNotificationEmailPreferenceMutation);
  const prefs = (data?.notificationEmailPreferences ?? []).filter((p) => teamsEnabled || !teamTypes.includes(p.type));

  const toggle = (type: NotificationType, email: boolean) =>
    save({
      variables: { type, email },
      optimisticResponse: { setNotificationEmailPreference: prefs.map((p) => (p.type === type ? { ...p, email } : p)) },
      update: (cache, { data: answer }) => {
        if (answer) cache.writeQuery({ query: NotificationEmailPreferencesQuery, data: { notificationEmailPreferences: answer.setNotificationEmailPreference } });
      },
    }).catch(() => toaster.create({ type: 'error', title: intl.formatMessage({ id: 'notifications.preferences.saveFailed' }) }));

  return (
    <Stack as="section" aria-labelledby="email-preferences" gap="3" maxW="md" data-testid="email-preferences">
      <Heading as="h2" size="md" id="email-preferences">
        <FormattedMessage id="notifications.preferences.title" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="notifications.preferences.lead" />
      </Text>
      {!data && loading && <CenteredSpinner minHeight="20" />}
      {!data && error && (
        <FormAlert>
          <FormattedMessage id="notifications.preferences.loadFailed" />
        </FormAlert>
      )}
      {prefs.map((p) => (
        <Switch.Root key={p.type} checked={p.email} onCheckedChange={(e) => void toggle(p.type, e.checked)} justifyContent="space-between" w="full">
          <Switch.Label fontWeight="normal">
            <FormattedMessage id={`notifications.types.${typeMessageKey(p.type)}`} />
          </Switch.Label>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      ))}
    </Stack>
  );
}

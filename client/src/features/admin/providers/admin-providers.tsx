import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { AdminProvidersQuery } from '../api/admin-providers';
import { ProviderDialog } from './provider-dialog';
import { ProviderTable } from './provider-table';
import { useProviderActions } from './use-provider-actions';

/** The inference providers: offers, order, circuits and pauses, the last day's jobs; pause and resume with a reason. */
export function AdminProviders() {
  const { data, error } = useQuery(AdminProvidersQuery, { fetchPolicy: 'cache-and-network' });
  const actions = useProviderActions();
  if (!data) return error ? <FormAlert><FormattedMessage id="admin.list.loadFailed" /></FormAlert> : <CenteredSpinner />;
  return (
    <Stack gap="8">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.providers.intro" />
      </Text>
      {data.adminProviders.map((p) => (
        <ProviderTable key={p.name} provider={p} ask={actions.ask} />
      ))}
      <ProviderDialog actions={actions} />
    </Stack>
  );
}

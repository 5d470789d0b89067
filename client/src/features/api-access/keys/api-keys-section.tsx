import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/ui/app-link';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedKey } from './created-key';

/** Create keys (the key shown once), list them by prefix, revoke them. */
export function ApiKeysSection() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Stack gap="5" as="section" aria-labelledby="api-keys-title">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="api-keys-title">
          <FormattedMessage id="api.keys.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage
            id="api.keys.lead"
            values={{ docs: (chunks) => <AppLink screen="developers">{chunks}</AppLink> }}
          />
        </Text>
      </Stack>
      {created && <CreatedKey apiKey={created} onDone={() => setCreated(null)} />}
      <CreateApiKeyForm onCreated={setCreated} />
      <ApiKeysTable />
    </Stack>
  );
}

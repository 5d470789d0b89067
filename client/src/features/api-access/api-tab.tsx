import { Separator, Stack } from '@chakra-ui/react';
import { ApiKeysSection } from './keys/api-keys-section';
import { WebhooksSection } from './webhooks/webhooks-section';

/** Account → API: the partner keys and the webhook endpoints. */
export function ApiTab() {
  return (
    <Stack gap="10">
      <ApiKeysSection />
      <Separator />
      <WebhooksSection />
    </Stack>
  );
}

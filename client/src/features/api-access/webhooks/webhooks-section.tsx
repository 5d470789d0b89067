import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { WebhookEndpointsQuery } from '../api/webhook-operations';
import { CreateWebhookForm } from './create-webhook-form';
import { EndpointCard } from './endpoint-card';

/** Webhook endpoints: add one, see its signing secret, turn it off and on, delete it, read its delivery log. */
export function WebhooksSection() {
  const { data, error } = useAppQuery(WebhookEndpointsQuery);
  return (
    <Stack gap="5" as="section" aria-labelledby="webhooks-title">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="webhooks-title">
          <FormattedMessage id="api.webhooks.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="api.webhooks.lead" />
        </Text>
      </Stack>
      <CreateWebhookForm />
      {!data && (error ? <FormAlert><FormattedMessage id="api.webhooks.loadFailed" /></FormAlert> : <CenteredSpinner />)}
      {data && data.webhookEndpoints.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="api.webhooks.empty" />
        </Text>
      )}
      {data?.webhookEndpoints.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)}
    </Stack>
  );
}

import { Box, Button, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { graphqlErrorCode } from '../../../lib/apollo/graphql-error';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { CreateWebhookEndpointMutation, WebhookEndpointsQuery, WebhookEventTypesQuery } from '../api/webhook-operations';
import { apiErrorId, eventTypeLabel, wordKey } from '../shared';

interface Problems {
  url?: string;
  events?: string;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A new endpoint: its URL, the events it wants and an optional description. */
export function CreateWebhookForm() {
  const intl = useIntl();
  const { data } = useAppQuery(WebhookEventTypesQuery);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [create, { loading }] = useMutation(CreateWebhookEndpointMutation, { refetchQueries: [WebhookEndpointsQuery], awaitRefetchQueries: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {
      url: isHttpUrl(url.trim()) ? undefined : intl.formatMessage({ id: 'api.webhookCreate.urlInvalid' }),
      events: events.length > 0 ? undefined : intl.formatMessage({ id: 'api.webhookCreate.eventsRequired' }),
    };
    setProblems(next);
    setFailure(undefined);
    if (next.url || next.events) return;
    try {
      await create({ variables: { url: url.trim(), eventTypes: events, description: description.trim() || undefined } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'api.webhookCreate.done' }) });
      setUrl('');
      setEvents([]);
      setDescription('');
    } catch (e) {
      // The server refuses addresses it will not call (not https in production, private networks): said with the URL.
      if (graphqlErrorCode(e) === 'VALIDATION_ERROR') setProblems({ url: intl.formatMessage({ id: 'api.webhookCreate.urlRefused' }) });
      else setFailure(intl.formatMessage({ id: apiErrorId(e, 'api.webhookCreate.failed') }));
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '5' }}>
      <FormStack onSubmit={(e) => void onSubmit(e)}>
        <Text fontWeight="semibold">
          <FormattedMessage id="api.webhookCreate.title" />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="webhookUrl" type="url" label={intl.formatMessage({ id: 'api.webhookCreate.url' })} placeholder="https://example.com/kadr-webhooks" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={problems.url} required />
          <FormField name="webhookDescription" label={intl.formatMessage({ id: 'api.webhookCreate.description' })} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={200} />
        </SimpleGrid>
        <Fieldset.Root invalid={Boolean(problems.events)}>
          <Fieldset.Legend>
            <FormattedMessage id="api.webhookCreate.events" />
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
            {data?.webhookEventTypes.map((type) => (
              <CheckboxField
                key={type}
                name={`event-${wordKey(type)}`}
                checked={events.includes(type)}
                onChange={(on) => setEvents((list) => (on ? [...list, type] : list.filter((t) => t !== type)))}
                label={<FormattedMessage id="api.common.termMeaning" values={{ term: <Text as="span" fontFamily="mono">{type}</Text>, meaning: eventTypeLabel(intl, type) }} />}
              />
            ))}
          </SimpleGrid>
          {problems.events && <Fieldset.ErrorText color="red.fg">{problems.events}</Fieldset.ErrorText>}
        </Fieldset.Root>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" alignSelf="start" loading={loading}>
          <FormattedMessage id="api.webhookCreate.submit" />
        </Button>
      </FormStack>
    </Box>
  );
}

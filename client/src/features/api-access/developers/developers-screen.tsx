import { Code, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { useBrowserState } from '../../../app/hydration';
import { servedOrigin } from '../../../seo/origin';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink, ButtonLink } from '../../../components/ui/app-link';
import { DataTable } from '../../../components/ui/data-table';
import { Page } from '../../../components/ui/page';
import { api } from '../../../lib/api';
import { API_SCOPES, PARTNER_EVENT_TYPES } from '@kadr/core/catalogue/partner-api';
import { eventTypeLabel, scopeDescription } from '../shared';
import { CodeBlock } from './code-block';
import { payloadExample, verifySnippet, walkthrough } from './examples';

const mono = (chunks: ReactNode[]) => <Code>{chunks}</Code>;

/** For partners: keys, scopes, a full example with a key, outgoing webhooks and their signatures, limits. */
export function DevelopersScreen() {
  const intl = useIntl();
  // The same lists the server enforces and serves (apiScopes, webhookEventTypes), in the prerendered page.
  const scopes = API_SCOPES;
  const events = PARTNER_EVENT_TYPES;
  // Prerendered with the placeholder origin (the server writes its own address there): hydrated with that address,
  // then the API's own (the page's origin, unless the app talks to an API elsewhere).
  const [base] = useBrowserState(servedOrigin(), () => api.baseUrl || window.location.origin);
  return (
    <Page width="6xl" title={<FormattedMessage id="screens.developers.title" />} lead={<FormattedMessage id="developers.page.lead" />}>
      <Section id="keys" title="developers.keys.title">
        <List.Root as="ol" gap="1" ps="5">
          {(['one', 'two', 'three', 'four'] as const).map((n) => (
            <List.Item key={n}>
              <FormattedMessage id={`developers.keys.${n}`} values={{ code: mono }} />
            </List.Item>
          ))}
        </List.Root>
        <ButtonLink screen="account" search="?tab=api" alignSelf="start">
          <FormattedMessage id="developers.keys.open" />
        </ButtonLink>
      </Section>

      <Section id="scopes" title="developers.scopes.title">
        <DataTable messages="developers.scopes" columns={['scope', 'allows']}>
          {scopes.map((s) => (
            <Table.Row key={s.scope} data-testid="developers-scope">
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">{s.scope}</Table.Cell>
              <Table.Cell>{scopeDescription(intl, s.scope, s.description)}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="developers.scopes.note" /></Text>
      </Section>

      <Section id="example" title="developers.example.title">
        <Text><FormattedMessage id="developers.example.lead" values={{ code: mono }} /></Text>
        <List.Root as="ol" gap="5" ps="5">
          {walkthrough(base).map(({ step, code }) => (
            <List.Item key={step} fontWeight="medium">
              <Stack gap="2" fontWeight="normal" minW="0">
                <Text fontWeight="medium">
                  <FormattedMessage id={`developers.example.${step}`} values={{ code: mono }} />
                </Text>
                <CodeBlock code={code} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="developers.example.graphiql" values={{ code: mono }} />
        </Text>
      </Section>

      <Section id="webhooks" title="developers.webhooks.title">
        <Text><FormattedMessage id="developers.webhooks.lead" values={{ account: (chunks) => <AppLink screen="account" search="?tab=api">{chunks}</AppLink> }} /></Text>
        <List.Root gap="1" ps="5">
          {events.map((type) => (
            <List.Item key={type}>
              <FormattedMessage id="api.common.termMeaning" values={{ term: <Code>{type}</Code>, meaning: eventTypeLabel(intl, type) }} />
            </List.Item>
          ))}
        </List.Root>
        <CodeBlock code={payloadExample} />
        <Heading as="h3" size="md"><FormattedMessage id="developers.signature.title" /></Heading>
        <List.Root as="ol" gap="1" ps="5">
          {(['one', 'two', 'three', 'four'] as const).map((n) => (
            <List.Item key={n}>
              <FormattedMessage id={`developers.signature.${n}`} values={{ code: mono }} />
            </List.Item>
          ))}
        </List.Root>
        <CodeBlock code={verifySnippet} />
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="developers.signature.retries" /></Text>
      </Section>

      <Section id="limits" title="developers.limits.title">
        <Text><FormattedMessage id="developers.limits.text" values={{ code: mono }} /></Text>
      </Section>
    </Page>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="section" aria-labelledby={`developers-${id}`} pt="4">
      <Heading as="h2" size="xl" id={`developers-${id}`}>
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

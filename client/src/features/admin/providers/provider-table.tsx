import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { DataTable } from '../../../components/ui/data-table';
import type { AdminProviderFieldsFragment } from '../../../gql/graphql';
import { camel, NONE } from '../shared/format';
import { CircuitCell, JobsCell, PauseNote, usd } from './capability-state';
import type { ProviderAct } from './use-provider-actions';

const columns = ['capability', 'endpoint', 'circuit', 'paused', 'jobs', 'actions'];

/** One provider: whether it is enabled and paused as a whole, then each capability it offers in a row. */
export function ProviderTable({ provider, ask }: { provider: AdminProviderFieldsFragment; ask: (act: ProviderAct) => void }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const capabilityName = (capability: string) => `${provider.label}: ${intl.formatMessage({ id: `admin.providerCapability.${capability}` })}`;
  const anyPause = provider.pause || provider.capabilities.some((c) => c.pause);
  return (
    <Stack as="section" gap="3" aria-labelledby={`provider-${provider.name}`} data-testid="admin-provider" data-provider={provider.name}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={`provider-${provider.name}`}>
            {provider.label}
          </Heading>
          <Badge colorPalette={provider.enabled ? 'green' : 'gray'} variant="outline">
            <FormattedMessage id={provider.enabled ? 'admin.providers.enabled' : 'admin.providers.disabled'} />
          </Badge>
        </HStack>
        <HStack gap="2">
          {!provider.pause && (
            <Button size="xs" variant="outline" colorPalette="orange" onClick={() => ask({ action: 'pause', provider: provider.name, capability: null, name: provider.label })} aria-label={intl.formatMessage({ id: 'admin.providers.pauseAllLabel' }, { name: provider.label })}>
              <FormattedMessage id="admin.providers.pauseAll" />
            </Button>
          )}
          {anyPause && (
            <Button size="xs" variant="outline" onClick={() => ask({ action: 'resume', provider: provider.name, capability: null, name: provider.label })} aria-label={intl.formatMessage({ id: 'admin.providers.resumeAllLabel' }, { name: provider.label })}>
              <FormattedMessage id="admin.providers.resumeAll" />
            </Button>
          )}
        </HStack>
      </HStack>
      {provider.pause && <PauseNote pause={provider.pause} />}
      <DataTable messages="admin.providers" columns={columns} endColumns={['jobs']}>
        {provider.capabilities.map((c) => (
          <Table.Row key={c.capability} data-testid="admin-provider-capability" data-capability={c.capability} data-paused={c.pause ? 'yes' : 'no'} verticalAlign="top">
            <Table.Cell>
              <Stack gap="0.5">
                <Text fontWeight="medium">
                  <FormattedMessage id={`admin.providerCapability.${c.capability}`} />
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {c.position ? (
                    <FormattedMessage id="admin.providers.position" values={{ number: c.position }} />
                  ) : (
                    <FormattedMessage id={c.capability === 'headshots' ? 'admin.providers.notRouted' : 'admin.providers.notInOrder'} />
                  )}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell minW="48" maxW="72" whiteSpace="normal">
              <Stack gap="0.5">
                <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                  {c.endpoint}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage id="admin.providers.priceUnit" values={{ price: usd(c.costUsd, code), unit: intl.formatMessage({ id: `admin.costUnit.${camel(c.unit)}` }) }} />
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell minW="36" whiteSpace="normal">
              <CircuitCell circuits={c.circuits} />
            </Table.Cell>
            <Table.Cell minW="40" whiteSpace="normal">
              {c.pause ? <PauseNote pause={c.pause} /> : NONE}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <JobsCell jobs={c.jobs24h} />
            </Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant="outline"
                colorPalette={c.pause ? undefined : 'orange'}
                onClick={() => ask({ action: c.pause ? 'resume' : 'pause', provider: provider.name, capability: c.capability, name: capabilityName(c.capability) })}
                aria-label={intl.formatMessage({ id: c.pause ? 'admin.providers.resumeLabel' : 'admin.providers.pauseLabel' }, { name: capabilityName(c.capability) })}
              >
                <FormattedMessage id={c.pause ? 'admin.providers.resume' : 'admin.providers.pause'} />
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

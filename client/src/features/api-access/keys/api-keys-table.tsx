import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-alert';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { ApiKeysQuery, RevokeApiKeyMutation } from '../api/api-key-operations';
import { apiErrorId } from '../shared';

const columns = ['name', 'prefix', 'scopes', 'lastUsed', 'expires', 'actions'] as const;

/** The key's stored prefix, shown as the start of a longer key. */
const shortKey = (prefix: string) => `${prefix}…`;

function keyState(key: ApiKeyFieldsFragment): 'revoked' | 'expired' | 'active' {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now() ? 'expired' : 'active';
}

/** The keys by prefix with scopes, last use and expiry; an active one can be revoked after a confirmation. */
export function ApiKeysTable() {
  const intl = useIntl();
  const { code } = useLanguage();
  const { data, error } = useAppQuery(ApiKeysQuery);
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const [revoke, { loading }] = useMutation(RevokeApiKeyMutation);

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'api.keys.revoked' }, { name: revoking.name }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: apiErrorId(e, 'api.keys.revokeFailed') }) });
    }
    setRevoking(null);
  };

  if (!data) return error ? <FormAlert><FormattedMessage id="api.keys.loadFailed" /></FormAlert> : <CenteredSpinner />;
  if (data.apiKeys.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="api.keys.empty" />
      </Text>
    );
  }
  return (
    <>
      <DataTable messages="api.keys" columns={columns}>
        {data.apiKeys.map((key) => {
          const state = keyState(key);
          return (
            <Table.Row key={key.id} data-testid="api-key-row" data-state={state}>
              <Table.Cell overflowWrap="anywhere">
                <Text fontWeight="medium">{key.name}</Text>
                <HStack gap="1" mt="1" wrap="wrap">
                  {state !== 'active' && (
                    <Badge colorPalette="red">
                      <FormattedMessage id={`api.keyState.${state}`} />
                    </Badge>
                  )}
                  {key.teamId && (
                    <Badge variant="outline">
                      <FormattedMessage id="api.keys.teamKey" />
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">{shortKey(key.prefix)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {key.scopes.map((s) => (
                    <Badge key={s} variant="subtle" fontFamily="mono">
                      {s}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{key.lastUsedAt ? formatDate(key.lastUsedAt, code) : <FormattedMessage id="api.keys.never" />}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{key.expiresAt ? formatDate(key.expiresAt, code) : <FormattedMessage id="api.keys.noExpiry" />}</Table.Cell>
              <Table.Cell>
                {state === 'active' && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(key)}>
                    <FormattedMessage id="api.keys.revoke" />
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirm()}
        loading={loading}
        destructive
        title={<FormattedMessage id="api.keys.revokeTitle" values={{ name: revoking?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id="api.keys.revoke" />}
        cancelLabel={<FormattedMessage id="api.common.cancel" />}
      >
        <Text>
          <FormattedMessage id="api.keys.revokeText" />
        </Text>
      </ConfirmDialog>
    </>
  );
}

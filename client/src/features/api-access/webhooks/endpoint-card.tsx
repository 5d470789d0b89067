import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { DeleteWebhookEndpointMutation, UpdateWebhookEndpointMutation, WebhookEndpointsQuery } from '../api/webhook-operations';
import { apiErrorId, NONE } from '../shared';
import { DeliveryLog } from './delivery-log';
import { SecretField } from './secret-field';

/** The server's reason when the owner turned the endpoint off (otherwise it was turned off after failed deliveries). */
const OWNER_REASON = 'Disabled by its owner';

/** One endpoint: where, which events, on or off (and why off), its secret, its deliveries; disable, enable, delete. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [deleting, setDeleting] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [update, { loading: updating }] = useMutation(UpdateWebhookEndpointMutation);
  const [remove, { loading: removing }] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries: [WebhookEndpointsQuery], awaitRefetchQueries: true });
  const enabled = !endpoint.disabledAt;
  const fail = (e: unknown, fallback: string) => toaster.create({ type: 'error', title: intl.formatMessage({ id: apiErrorId(e, fallback) }) });

  const toggle = () =>
    update({ variables: { id: endpoint.id, enabled: !enabled } }).then(
      () => toaster.create({ type: 'success', title: intl.formatMessage({ id: enabled ? 'api.endpoint.disabledDone' : 'api.endpoint.enabledDone' }) }),
      (e: unknown) => fail(e, 'api.endpoint.updateFailed'),
    );
  const confirmDelete = async () => {
    try {
      await remove({ variables: { id: endpoint.id } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'api.endpoint.deleted' }) });
    } catch (e) {
      fail(e, 'api.endpoint.deleteFailed');
    }
    setDeleting(false);
  };

  return (
    <Card.Root size="sm" data-testid="webhook-endpoint">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" justify="space-between">
            <Text fontFamily="mono" fontWeight="medium" overflowWrap="anywhere" minW="0">
              {endpoint.url}
            </Text>
            <HStack gap="1">
              <Badge colorPalette={enabled ? 'green' : 'red'}>
                <FormattedMessage id={enabled ? 'api.endpoint.enabled' : 'api.endpoint.disabled'} />
              </Badge>
              {endpoint.teamId && (
                <Badge variant="outline">
                  <FormattedMessage id="api.keys.teamKey" />
                </Badge>
              )}
            </HStack>
          </HStack>
          {endpoint.description && <Text fontSize="sm">{endpoint.description}</Text>}
          {!enabled && (
            <Text fontSize="sm" color="red.fg">
              {endpoint.disabledReason === OWNER_REASON ? (
                <FormattedMessage id="api.endpoint.disabledByOwner" />
              ) : (
                <FormattedMessage id="api.endpoint.disabledFailures" values={{ reason: endpoint.disabledReason ?? NONE }} />
              )}
            </Text>
          )}
          <HStack gap="1" wrap="wrap">
            {endpoint.eventTypes.map((t) => (
              <Badge key={t} variant="subtle" fontFamily="mono">
                {t}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="api.endpoint.meta" values={{ date: formatDate(endpoint.createdAt, code), count: endpoint.consecutiveFailures }} />
          </Text>
          <SecretField id={`secret-${endpoint.id}`} secret={endpoint.secret} />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setShowLog((s) => !s)} aria-expanded={showLog}>
              <FormattedMessage id={showLog ? 'api.endpoint.hideLog' : 'api.endpoint.showLog'} />
            </Button>
            <Button size="sm" variant="outline" onClick={() => void toggle()} loading={updating}>
              <FormattedMessage id={enabled ? 'api.endpoint.disable' : 'api.endpoint.enable'} />
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              <FormattedMessage id="api.endpoint.delete" />
            </Button>
          </HStack>
          {showLog && <DeliveryLog endpointId={endpoint.id} />}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
        loading={removing}
        destructive
        title={<FormattedMessage id="api.endpoint.deleteTitle" />}
        confirmLabel={<FormattedMessage id="api.endpoint.delete" />}
        cancelLabel={<FormattedMessage id="api.common.cancel" />}
      >
        <Text>
          <FormattedMessage id="api.endpoint.deleteText" values={{ url: endpoint.url }} />
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}

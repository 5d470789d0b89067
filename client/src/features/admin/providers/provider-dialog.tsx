import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import type { useProviderActions } from './use-provider-actions';

/** The confirmation of a pause or resume, with the reason the audit log keeps. */
export function ProviderDialog({ actions }: { actions: ReturnType<typeof useProviderActions> }) {
  const intl = useIntl();
  const { act } = actions;
  const action = act?.action ?? 'pause';
  return (
    <ConfirmDialog
      open={act !== null}
      onClose={actions.close}
      onConfirm={() => void actions.confirm()}
      loading={actions.busy}
      title={<FormattedMessage id={`admin.providers.${action}ConfirmTitle`} values={{ name: act?.name ?? '' }} />}
      confirmLabel={<FormattedMessage id={`admin.providers.${action}`} />}
      cancelLabel={<FormattedMessage id="admin.common.cancel" />}
    >
      <Text mb="3">
        <FormattedMessage id={`admin.providers.${action}ConfirmText`} />
      </Text>
      <FormField
        name="providerReason"
        label={intl.formatMessage({ id: 'admin.providers.reasonLabel' })}
        value={actions.reason}
        onChange={(e) => actions.setReason(e.currentTarget.value)}
        error={actions.reasonError}
        maxLength={500}
        required
      />
    </ConfirmDialog>
  );
}

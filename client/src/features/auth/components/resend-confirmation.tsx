import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { authApi } from '../api/auth-api';
import { resendErrorMessage } from '../auth-errors';
import { useErrorText } from '../use-error-text';

/** "Resend confirmation email" for a known address. */
export function ResendConfirmation({ email, label = 'auth.login.resend' }: { email: string; label?: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await authApi.resendConfirmation(email);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.login.resendSent' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: errorText(resendErrorMessage(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void resend()} alignSelf="start">
      <FormattedMessage id={label} />
    </Button>
  );
}

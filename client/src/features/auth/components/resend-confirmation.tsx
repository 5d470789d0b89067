import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { authApi } from '../api/auth-api';

/** "Resend confirmation email" for a known address. */
export function ResendConfirmation({ email, label = 'auth.login.resend' }: { email: string; label?: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await authApi.resendConfirmation(email);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.login.resendSent' }) });
    } catch (error) {
      const text = error instanceof Error && error.message !== 'Request failed' ? error.message : intl.formatMessage({ id: 'errors.UNEXPECTED' });
      toaster.create({ type: 'error', title: text });
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

import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormStack } from '../../../components/ui/form-stack';
import { FormField } from '../../../components/ui/form-field';
import { authApi } from '../api/auth-api';
import { validateEmail } from '../validation';

/** Step 1: ask for a reset link by email. */
export function ResetRequestForm() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid ? intl.formatMessage({ id: invalid }) : null);
    if (invalid) return;
    setBusy(true);
    try {
      await authApi.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch {
      setError(intl.formatMessage({ id: 'errors.RESET_EMAIL_FAILED' }));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <FormAlert status="success"><FormattedMessage id="auth.resetRequest.sent" values={{ email: sentTo }} /></FormAlert>;
  return (
    <FormStack onSubmit={onSubmit}>
      <FormField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.fields.email' })} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} required />
      <Button type="submit" loading={busy}>
        <FormattedMessage id="auth.resetRequest.submit" />
      </Button>
    </FormStack>
  );
}

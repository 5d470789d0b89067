import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormStack } from '../../../components/ui/form-stack';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../auth-context';
import { isEmailNotConfirmed, loginErrorMessage } from '../auth-errors';
import { useErrorText } from '../use-error-text';
import { hasErrors, validateLogin, type FieldErrors } from '../validation';
import { ResendConfirmation } from './resend-confirmation';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { login } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setServerError(null);
    setUnconfirmed(false);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await login(values.email.trim(), values.password);
      onSuccess();
    } catch (error) {
      setServerError(errorText(loginErrorMessage(error)));
      setUnconfirmed(isEmailNotConfirmed(error));
    } finally {
      setBusy(false);
    }
  };

  // Read the value now: React runs the updater later, when the event's currentTarget is already null.
  const set = (name: 'email' | 'password') => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  return (
    <FormStack onSubmit={onSubmit}>
      {(errors.form || serverError) && <FormAlert>{t(errors.form) ?? serverError}</FormAlert>}
      {unconfirmed && <ResendConfirmation email={values.email.trim()} />}
      <FormField name="email" type="email" autoComplete="email" label={t('auth.fields.email')} value={values.email} onChange={set('email')} error={t(errors.email)} required />
      <FormField name="password" type="password" autoComplete="current-password" label={t('auth.fields.password')} value={values.password} onChange={set('password')} error={t(errors.password)} required />
      <Button type="submit" loading={busy}>
        <FormattedMessage id="auth.login.submit" />
      </Button>
    </FormStack>
  );
}

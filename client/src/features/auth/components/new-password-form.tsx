import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormStack } from '../../../components/ui/form-stack';
import { FormField } from '../../../components/ui/form-field';
import { authApi } from '../api/auth-api';
import { newPasswordErrorMessage } from '../auth-errors';
import { useErrorText } from '../use-error-text';
import { hasErrors, validateNewPassword, type FieldErrors } from '../validation';

/** Step 2 (link from the email carries ?token=&email=): choose a new password. */
export function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const intl = useIntl();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (id?: string) => (id ? intl.formatMessage({ id }) : undefined);
  const errorText = useErrorText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values.password, values.confirmPassword);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await authApi.resetPassword(email, token, values.password);
      setDone(true);
    } catch (error) {
      setServerError(errorText(newPasswordErrorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack gap="4">
        <FormAlert status="success"><FormattedMessage id="auth.resetPassword.success" /></FormAlert>
        <ButtonLink screen="login" alignSelf="start"><FormattedMessage id="auth.confirmEmail.loginLink" /></ButtonLink>
      </Stack>
    );
  }
  // Read the value now: React runs the updater later, when the event's currentTarget is already null.
  const set = (name: 'password' | 'confirmPassword') => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return (
    <FormStack onSubmit={onSubmit}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField name="password" type="password" autoComplete="new-password" label={t('auth.resetPassword.password')} helper={t('auth.fields.passwordHint')} value={values.password} onChange={set('password')} error={t(errors.password)} required />
      <FormField name="confirmPassword" type="password" autoComplete="new-password" label={t('auth.resetPassword.confirmPassword')} value={values.confirmPassword} onChange={set('confirmPassword')} error={t(errors.confirmPassword)} required />
      <Button type="submit" loading={busy}>
        <FormattedMessage id="auth.resetPassword.submit" />
      </Button>
    </FormStack>
  );
}

import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../lib/toaster';
import { authApi } from '../api/auth-api';
import { confirmEmailFailure, resendErrorMessage, type ConfirmEmailFailure } from '../auth-errors';
import { useErrorText } from '../use-error-text';

type State = { kind: 'checking' } | { kind: 'confirmed'; before: boolean } | { kind: 'failed'; reason: ConfirmEmailFailure };

export function ConfirmEmailStatus({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'checking' } : { kind: 'failed', reason: 'missingParameters' },
  );
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's double effect must not confirm twice.
    if (!token || started.current) return;
    started.current = true;
    authApi.confirmEmail(token).then(
      (result) => setState({ kind: 'confirmed', before: result.data.alreadyConfirmed === true }),
      (error: unknown) => setState({ kind: 'failed', reason: confirmEmailFailure(error) }),
    );
  }, [token]);

  if (state.kind === 'checking') return <CenteredSpinner minHeight="20vh" />;
  if (state.kind === 'confirmed') {
    return (
      <Stack gap="4">
        <FormAlert status="success">
          <FormattedMessage id={state.before ? 'auth.confirmEmail.alreadyConfirmed' : 'auth.confirmEmail.success'} />
        </FormAlert>
        <ButtonLink screen="login" alignSelf="start"><FormattedMessage id="auth.confirmEmail.loginLink" /></ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <FormAlert><FormattedMessage id={`auth.confirmEmail.${state.reason}`} /></FormAlert>
      {state.reason === 'invalidToken' && <RequestNewLink />}
    </Stack>
  );
}

function RequestNewLink() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    try {
      await authApi.resendConfirmation(email.trim());
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.login.resendSent' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: errorText(resendErrorMessage(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack as="form" onSubmit={onSubmit} align="end" gap="3">
      <FormField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'auth.fields.email' })} value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
      <Button type="submit" loading={busy}><FormattedMessage id="auth.confirmEmail.resendSubmit" /></Button>
    </HStack>
  );
}

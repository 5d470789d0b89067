import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/ui/app-link';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResendConfirmation } from '../../features/auth/components/resend-confirmation';
import { useRedirectTarget } from '../../features/auth/use-redirect-target';

export function RegisterPage() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const { status } = useAuth();
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);

  if (confirmEmail) {
    return (
      <Page width="md" title={<FormattedMessage id="auth.confirmNotice.title" />}>
        <FormAlert status="info">
          <FormattedMessage id="auth.confirmNotice.text" values={{ email: confirmEmail }} />
        </FormAlert>
        <ResendConfirmation email={confirmEmail} label="auth.confirmNotice.resend" />
      </Page>
    );
  }
  if (status === 'authenticated') return <Navigate replace to={target} />;
  return (
    <Page width="md" title={<FormattedMessage id="screens.register.title" />} lead={<FormattedMessage id="auth.register.subtitle" />}>
      <RegisterForm
        onDone={(outcome) =>
          outcome.kind === 'confirmEmail' ? setConfirmEmail(outcome.email) : navigate(target, { replace: true })
        }
      />
      <Stack fontSize="sm">
        <Text>
          <FormattedMessage id="auth.register.haveAccount" /> <AppLink screen="login" fontWeight="semibold"><FormattedMessage id="auth.register.loginLink" /></AppLink>
        </Text>
      </Stack>
    </Page>
  );
}

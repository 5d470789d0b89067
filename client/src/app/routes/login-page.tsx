import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from '../../features/auth/components/login-form';
import { useRedirectTarget } from '../../features/auth/use-redirect-target';

export function LoginPage() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate replace to={target} />;
  return (
    <Page width="md" title={<FormattedMessage id="screens.login.title" />} lead={<FormattedMessage id="auth.login.subtitle" />}>
      <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      <Stack gap="2" fontSize="sm">
        <AppLink screen="resetPassword"><FormattedMessage id="auth.login.forgot" /></AppLink>
        <Text>
          <FormattedMessage id="auth.login.noAccount" /> <AppLink screen="register" fontWeight="semibold"><FormattedMessage id="auth.login.registerLink" /></AppLink>
        </Text>
      </Stack>
    </Page>
  );
}

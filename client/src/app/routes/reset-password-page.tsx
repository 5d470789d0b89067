import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const hasLink = Boolean(token && email);
  return (
    <Page
      width="md"
      title={<FormattedMessage id="screens.resetPassword.title" />}
      lead={hasLink ? <FormattedMessage id="auth.resetPassword.text" values={{ email }} /> : <FormattedMessage id="auth.resetRequest.text" />}
    >
      {hasLink ? <NewPasswordForm email={email!} token={token!} /> : <ResetRequestForm />}
      <AppLink screen="login" fontSize="sm"><FormattedMessage id="auth.resetRequest.back" /></AppLink>
    </Page>
  );
}

import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { ConfirmEmailStatus } from '../../features/auth/components/confirm-email-status';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return (
    <Page width="md" title={<FormattedMessage id="screens.confirmEmail.title" />}>
      <ConfirmEmailStatus token={params.get('token')} />
    </Page>
  );
}

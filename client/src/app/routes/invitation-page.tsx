import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { InvitationScreen } from '../../features/teams';

export function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <Page width="xl" title={<FormattedMessage id="screens.invitation.title" />}>
      <InvitationScreen key={token} token={token} />
    </Page>
  );
}

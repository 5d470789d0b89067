import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { WithApollo } from '../../../app/with-apollo';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { localizePath } from '../../../config/routes';
import { forgetReturnPath, rememberReturnPath } from '../../../lib/session/return-path';
import { useAuth } from '../../auth';
import { teamCodeMessageId } from '../api/team-errors';
import { InvitationDetails } from './invitation-details';
import { JoinTeam } from './join-team';
import { useInvitationPreview, type InvitationPreview } from './use-invitation-preview';

const statusMessage = { expired: 'errors.INVITATION_EXPIRED', accepted: 'errors.INVITATION_USED_UP', revoked: 'errors.INVITATION_REVOKED' } as const;

/**
 * A team invitation: which team, who invited, the role, and, before joining, that the team's admins see the
 * headshots made with team credits. Signed out: sign up or log in, then back here; signed in: join.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { state, reload } = useInvitationPreview(token);
  if (state.kind === 'loading') return <CenteredSpinner minHeight="30vh" />;
  if (state.kind === 'disabled') return <FormAlert status="info"><FormattedMessage id="errors.TEAMS_DISABLED" /></FormAlert>;
  if (state.kind === 'failed') {
    return (
      <Stack gap="3" align="start">
        <FormAlert>
          <FormattedMessage id={teamCodeMessageId(state.code, 'teams.invitation.loadFailed')} />
        </FormAlert>
        {state.code !== 'INVITATION_NOT_FOUND' && (
          <Button size="sm" variant="outline" onClick={reload}>
            <FormattedMessage id="library.list.retry" />
          </Button>
        )}
      </Stack>
    );
  }
  return <ReadyInvitation token={token} invitation={state.invitation} />;
}

function ReadyInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { status } = useAuth();
  // The server tells expired, used up and revoked apart (an expired one reads 'expired' as soon as its time is past).
  const reason = invitation.status === 'pending' ? null : statusMessage[invitation.status];
  // Signed in here: a path remembered for after sign-in has served its purpose.
  useEffect(() => {
    if (status === 'authenticated') forgetReturnPath();
  }, [status]);
  return (
    <Card.Root as="section" aria-labelledby="invitation-team" data-testid="invitation-card">
      <Card.Body gap="5">
        <InvitationDetails invitation={invitation} />
        {reason ? (
          <FormAlert status="warning">
            <FormattedMessage id={reason} />
          </FormAlert>
        ) : status === 'loading' ? (
          <CenteredSpinner minHeight="12" />
        ) : status === 'authenticated' ? (
          <WithApollo fallback={<CenteredSpinner minHeight="12" />}>
            <JoinTeam token={token} teamName={invitation.teamName} />
          </WithApollo>
        ) : (
          <SignInFirst />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Signed out: register or log in (here or in the header), and come back here afterwards, also after confirming
 * the email address.
 */
function SignInFirst() {
  const location = useLocation();
  const { code } = useLanguage();
  const here = location.pathname + location.search;
  const state = { from: { pathname: location.pathname, search: location.search } };
  useEffect(() => {
    rememberReturnPath(here);
  }, [here]);
  return (
    <Stack gap="3">
      <FormAlert status="info">
        <FormattedMessage id="teams.invitation.signInFirst" />
      </FormAlert>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={localizePath('register', code)} state={state}>
            <FormattedMessage id="teams.invitation.register" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={localizePath('login', code)} state={state}>
            <FormattedMessage id="teams.invitation.login" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { localizePath } from '../../../config/routes';
import { toaster } from '../../../lib/toaster';
import { AcceptTeamInvitationMutation } from '../api/invitation-operations';
import { teamErrorId } from '../api/team-errors';
import { refreshAfterTeamChange } from '../api/use-switch-team';

/** Refusals that the same invitation will give again: no second try is offered. */
const FINAL = new Set(['errors.INVITATION_NOT_FOUND', 'errors.INVITATION_EXPIRED', 'errors.INVITATION_USED_UP', 'errors.INVITATION_REVOKED', 'errors.INVITATION_WRONG_EMAIL', 'errors.INVITATION_WRONG_DOMAIN', 'errors.TEAMS_DISABLED']);

/** Signed in: join the team (it becomes the current one), then the dashboard; a refusal is worded by its code. */
export function JoinTeam({ token, teamName }: { token: string; teamName: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const client = useApolloClient();
  const [accept, { loading }] = useMutation(AcceptTeamInvitationMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  const join = async () => {
    setRefusal(null);
    try {
      await accept({ variables: { token } });
      await refreshAfterTeamChange(client);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.invitation.joined' }, { name: teamName }) });
      navigate(localizePath('dashboard', code));
    } catch (e) {
      setRefusal(teamErrorId(e, 'teams.errors.join'));
    }
  };

  return (
    <Stack gap="3" align="start">
      {refusal && (
        <FormAlert>
          <FormattedMessage id={refusal} />
        </FormAlert>
      )}
      {refusal === 'errors.ALREADY_TEAM_MEMBER' && (
        <ButtonLink screen="account" search="?tab=team">
          <FormattedMessage id="teams.invitation.openTeam" />
        </ButtonLink>
      )}
      {!(refusal && (FINAL.has(refusal) || refusal === 'errors.ALREADY_TEAM_MEMBER')) && (
        <Button onClick={() => void join()} loading={loading} size="lg">
          <FormattedMessage id="teams.invitation.join" />
        </Button>
      )}
    </Stack>
  );
}

import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { LoadFailed, useFailureToast } from '../../library';
import { RequestExportButton } from '../../profile';
import { TeamDetailsQuery } from '../api/team-queries';
import { InviteEmailForm } from './invite-email-form';
import { InviteLinkForm } from './invite-link-form';
import { PendingInvitations } from './pending-invitations';
import { TeamConsistency } from './team-consistency';
import { TeamHeadshots } from './team-headshots';
import { TeamLedger } from './team-ledger';
import { TeamMembers } from './team-members';
import { TeamSection } from './team-section';
import { TeamSummary } from './team-summary';
import { TeamUsage } from './team-usage';
import { TransferCreditsForm } from './transfer-credits-form';

/** One team: its summary and members for everyone; invitations, transfers and the headshots for its admins. */
export function TeamDetails({ teamId, onLeft }: { teamId: string; onLeft: () => void }) {
  const { data, loading, error, refetch } = useAppQuery(TeamDetailsQuery, { variables: { id: teamId } });
  useFailureToast(error, 'teams.errors.fetchMembers');
  const team = data?.team;
  if (!team && loading) return <CenteredSpinner minHeight="20vh" />;
  if (!team) return <LoadFailed messageId="teams.errors.fetchMembers" onRetry={() => void refetch().catch(() => undefined)} />;

  const admin = team.viewerRole === 'admin';
  return (
    <Stack gap="8" data-testid="team-details">
      <TeamSummary team={team} />
      {admin && (
        <TeamSection id="team-transfer" title="teams.transfer.title" lead="teams.transfer.lead">
          <TransferCreditsForm teamId={team.id} />
        </TeamSection>
      )}
      <TeamSection id="team-members" title="teams.members.title">
        <TeamMembers team={team} onLeft={onLeft} />
      </TeamSection>
      {admin && (
        <>
          <TeamSection id="team-invite" title="teams.invite.title" lead="teams.invite.lead">
            <InviteEmailForm teamId={team.id} />
          </TeamSection>
          <TeamSection id="team-invite-link" title="teams.inviteLink.title" lead="teams.inviteLink.lead">
            <InviteLinkForm teamId={team.id} />
          </TeamSection>
          <TeamSection id="team-invitations" title="teams.invitations.title">
            <PendingInvitations teamId={team.id} invitations={team.invitations} />
          </TeamSection>
        </>
      )}
      <TeamSection id="team-usage" title="teams.usage.title" lead={admin ? 'teams.usage.leadAdmin' : 'teams.usage.leadMember'}>
        <TeamUsage usage={team.usage} />
      </TeamSection>
      <TeamSection id="team-ledger" title="teams.ledger.title" lead={admin ? undefined : 'teams.ledger.leadMember'}>
        <TeamLedger entries={team.ledger} />
      </TeamSection>
      {admin && (
        <TeamSection id="team-headshots" title="teams.headshots.title" lead="teams.headshots.lead">
          <TeamHeadshots teamId={team.id} headshots={team.headshots} />
        </TeamSection>
      )}
      <TeamConsistency teamId={team.id} />
      {admin && (
        <TeamSection id="team-data-export" title="teams.dataExport.title" lead="teams.dataExport.lead">
          <RequestExportButton teamId={team.id} label={<FormattedMessage id="teams.dataExport.request" />} />
        </TeamSection>
      )}
    </Stack>
  );
}

import { Card, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CurrentUserQuery, useAuth } from '../../auth';
import { LabelledValues } from '../../../components/ui/labelled-values';
import { useCurrentTeam } from '../../teams';

/**
 * Email, name, plan and credits of the signed-in user, as the session keeps it (the cache's `me`, which the
 * balance events keep current), and whose credits those are (personal or the current team, while teams are on);
 * opening the card re-reads `me` into it once it is 60 s old.
 */
export function ProfileCard() {
  const { user: me } = useAuth();
  useAppQuery(CurrentUserQuery);
  const { enabled: teamsEnabled, team } = useCurrentTeam();
  if (!me) return null;
  const teamRow = ['dashboard.profileCard.team', team ? team.name : <FormattedMessage id="teams.switcher.personal" />] as const;
  const rows = [
    ['dashboard.profileCard.email', me.email],
    ['dashboard.profileCard.name', me.fullName || '—'],
    ['dashboard.profileCard.plan', me.plan === 'free' ? <FormattedMessage id="common.plan.free" /> : me.plan],
    ['dashboard.profileCard.credits', <FormattedMessage id="common.credits.count" values={{ count: me.creditsBalance }} />],
    ...(teamsEnabled ? [teamRow] : []),
  ] as const;
  return (
    <Card.Root as="section" aria-labelledby="profile-card">
      <Card.Header>
        <Heading as="h2" size="lg" id="profile-card">
          <FormattedMessage id="dashboard.profileCard.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <LabelledValues rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}

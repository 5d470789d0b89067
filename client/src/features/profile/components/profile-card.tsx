import { Card, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CurrentUserQuery, useAuth } from '../../auth';
import { LabelledValues } from '../../../components/ui/labelled-values';

/**
 * Email, name, plan and credits of the signed-in user, as the session keeps it (the cache's `me`, which the
 * balance events keep current); opening the card re-reads `me` into it once it is 60 s old.
 */
export function ProfileCard() {
  const { user: me } = useAuth();
  useAppQuery(CurrentUserQuery);
  if (!me) return null;
  const rows = [
    ['dashboard.profileCard.email', me.email],
    ['dashboard.profileCard.name', me.fullName || '—'],
    ['dashboard.profileCard.plan', me.plan === 'free' ? <FormattedMessage id="common.plan.free" /> : me.plan],
    ['dashboard.profileCard.credits', <FormattedMessage id="common.credits.count" values={{ count: me.creditsBalance }} />],
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

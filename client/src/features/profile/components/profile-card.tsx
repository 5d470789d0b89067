import { Card, DataList, Heading } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../auth/auth-context';
import { MeQuery } from '../api/me-query';

/** Email, name, plan and credits of the signed-in user (GraphQL `me`, session user while it loads). */
export function ProfileCard() {
  const { user } = useAuth();
  const { data } = useQuery(MeQuery);
  const me = data?.me ?? user;
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
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel><FormattedMessage id={label} /></DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

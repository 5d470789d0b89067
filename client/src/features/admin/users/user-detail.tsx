import { Card, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { LabelledValues } from '../../../components/ui/labelled-values';
import { formatDate } from '../../../lib/intl/format';
import { AdminUserQuery } from '../api/admin-queries';
import { JobsTable } from '../jobs/jobs-table';
import { adminErrorId } from '../shared/admin-errors';
import { EmptyState } from '../shared/empty-state';
import { NONE } from '../shared/format';
import { AccountSwitch } from './account-switch';
import { AdjustCreditsForm } from './adjust-credits-form';
import { DeleteUserForm } from './delete-user-form';
import { UserLedger } from './user-ledger';
import { UserModels } from './user-models';
import { UserPayments } from './user-payments';
import { UserStatus } from './user-status';

/** One user: profile and balance, the credit adjustment, disable/enable, then ledger, models, jobs and payments. */
export function UserDetail({ userId }: { userId: string }) {
  const { code } = useLanguage();
  const { data, error } = useQuery(AdminUserQuery, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const back = (
    <AppLink screen="adminUsers" alignSelf="start" fontSize="sm">
      <FormattedMessage id="admin.user.back" />
    </AppLink>
  );
  if (!data) {
    return (
      <Stack gap="4">
        {back}
        {error ? <FormAlert><FormattedMessage id={adminErrorId(error, 'admin.list.loadFailed')} /></FormAlert> : <CenteredSpinner />}
      </Stack>
    );
  }
  const { user, ledger, models, jobs, payments } = data.adminUser;
  const filterLink = { search: `?user=${encodeURIComponent(user.id)}` };
  return (
    <Stack gap="8">
      {back}
      <Stack gap="3" as="section" aria-labelledby="admin-user-title">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl" id="admin-user-title" overflowWrap="anywhere">
            {user.fullName || user.email}
          </Heading>
          <UserStatus user={user} />
        </HStack>
        <LabelledValues
          rows={[
            ['admin.user.email', user.email],
            ['admin.user.name', user.fullName || NONE],
            ['admin.user.balance', <FormattedMessage key="b" id="common.credits.count" values={{ count: user.creditsBalance }} />],
            ['admin.user.created', formatDate(user.createdAt, code)],
            ...(user.disabledAt ? ([['admin.user.disabledReason', `${formatDate(user.disabledAt, code)}: ${user.disabledReason ?? NONE}`]] as const) : []),
            ...(user.deletedAt ? ([['admin.deleteUser.deletedOn', formatDate(user.deletedAt, code)]] as const) : []),
          ]}
        />
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <AppLink screen="adminAuditLog" search={`?target=${encodeURIComponent(user.id)}&targetEmail=${encodeURIComponent(user.email)}`}>
            <FormattedMessage id="admin.user.auditLink" />
          </AppLink>
          <AppLink screen="adminActivities" search={`${filterLink.search}&userEmail=${encodeURIComponent(user.email)}`}>
            <FormattedMessage id="admin.user.activitiesLink" />
          </AppLink>
        </HStack>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h3" size="md"><FormattedMessage id="admin.adjust.title" /></Heading>
          </Card.Header>
          <Card.Body>
            <AdjustCreditsForm user={user} />
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h3" size="md"><FormattedMessage id={user.disabledAt ? 'admin.disable.enableTitle' : 'admin.disable.title'} /></Heading>
          </Card.Header>
          <Card.Body>
            <AccountSwitch user={user} />
          </Card.Body>
        </Card.Root>
        {!user.deletedAt && (
          <Card.Root size="sm" borderColor="red.muted">
            <Card.Header>
              <Heading as="h3" size="md"><FormattedMessage id="admin.deleteUser.title" /></Heading>
            </Card.Header>
            <Card.Body>
              <DeleteUserForm user={user} />
            </Card.Body>
          </Card.Root>
        )}
      </SimpleGrid>
      <Section title="admin.user.ledger">{ledger.length ? <UserLedger rows={ledger} /> : <EmptyState id="admin.usage.empty" />}</Section>
      <Section title="admin.user.models">{models.length ? <UserModels rows={models} /> : <EmptyState id="admin.user.noModels" />}</Section>
      <Section title="admin.user.jobs">{jobs.length ? <JobsTable jobs={jobs} showUser={false} /> : <EmptyState id="admin.jobs.empty" />}</Section>
      <Section title="admin.user.payments">{payments.length ? <UserPayments userId={user.id} rows={payments} /> : <EmptyState id="admin.user.noPayments" />}</Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section">
      <Heading as="h3" size="md">
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

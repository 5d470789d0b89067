import { Button, ButtonGroup, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { LoadFailed } from '../../library';
import { useAuth } from '../../auth';
import { MyTeamsQuery } from '../api/team-queries';
import { CreateTeamForm } from './create-team-form';
import { TeamDetails } from './team-details';

/**
 * Account → Team: the user's teams (the open one in the address, ?tab=team&team=<id>, else the current one),
 * everything about the open team, and a form for a new team.
 */
export function TeamTab() {
  const intl = useIntl();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { data, loading, refetch } = useAppQuery(MyTeamsQuery);
  const teams = data?.myTeams;
  const open = (teamId: string | null) => setParams(teamId ? { tab: 'team', team: teamId } : { tab: 'team' }, { replace: true });

  if (!teams && loading) return <CenteredSpinner minHeight="20vh" />;
  if (!teams) return <LoadFailed messageId="teams.errors.load" onRetry={() => void refetch().catch(() => undefined)} />;

  const requested = params.get('team');
  const selected = teams.find((t) => t.id === requested) ?? teams.find((t) => t.id === user?.currentTeamId) ?? teams[0];
  return (
    <Stack gap="8" data-testid="team-tab">
      {teams.length === 0 ? (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            <FormattedMessage id="teams.tab.emptyTitle" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="teams.tab.emptyText" />
          </Text>
        </Stack>
      ) : (
        teams.length > 1 && (
          <ButtonGroup size="sm" variant="outline" role="group" aria-label={intl.formatMessage({ id: 'teams.tab.yourTeams' })} flexWrap="wrap">
            {teams.map((t) => (
              <Button key={t.id} aria-pressed={t.id === selected?.id} variant={t.id === selected?.id ? 'solid' : 'outline'} onClick={() => open(t.id)}>
                {t.name}
              </Button>
            ))}
          </ButtonGroup>
        )
      )}
      {selected && <TeamDetails key={selected.id} teamId={selected.id} onLeft={() => open(null)} />}
      <Stack as="section" aria-labelledby="create-team" gap="3" borderTopWidth={teams.length ? '1px' : undefined} pt={teams.length ? '6' : undefined}>
        <Heading as="h3" size="md" id="create-team">
          <FormattedMessage id={teams.length ? 'teams.create.anotherTitle' : 'teams.create.title'} />
        </Heading>
        <CreateTeamForm onCreated={open} />
      </Stack>
    </Stack>
  );
}

import { Badge, Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { LabelledValues } from '../../../components/ui/labelled-values';
import { formatDate } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { useAuth } from '../../auth';
import { useSwitchTeam } from '../api/use-switch-team';
import type { TeamDetails } from './team-types';

/** The team's name, the viewer's role, its balance and members, and the switch to (or from) its credits. */
export function TeamSummary({ team }: { team: TeamDetails }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const { user } = useAuth();
  const { switchTo, switching } = useSwitchTeam();
  const current = user?.currentTeamId === team.id;
  const toggle = () =>
    switchTo(current ? null : team.id).then(
      () => toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.switcher.switched' }, { name: current ? intl.formatMessage({ id: 'teams.switcher.personal' }) : team.name }) }),
      () => toaster.create({ type: 'error', title: intl.formatMessage({ id: 'teams.switcher.failed' }) }),
    );
  const rows = [
    ['teams.summary.role', <FormattedMessage key="role" id={`teams.role.${team.viewerRole}`} />],
    ['teams.summary.balance', <FormattedMessage key="balance" id="common.credits.count" values={{ count: team.creditsBalance }} />],
    ['teams.summary.members', team.memberCount],
    ['teams.summary.created', formatDate(team.createdAt, code)],
  ] as const;
  return (
    <Card.Root as="section" aria-labelledby="team-name">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="team-name">
              {team.name}
            </Heading>
            {current && (
              <Badge colorPalette="green" data-testid="current-team-badge">
                <FormattedMessage id="teams.summary.current" />
              </Badge>
            )}
          </HStack>
          <Button size="sm" variant={current ? 'outline' : 'solid'} loading={switching} onClick={() => void toggle()}>
            <FormattedMessage id={current ? 'teams.summary.usePersonal' : 'teams.summary.useTeam'} />
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <LabelledValues rows={rows} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

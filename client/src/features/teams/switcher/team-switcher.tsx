import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { localizePath } from '../../../config/routes';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { useAuth } from '../../auth';
import { useCurrentTeam } from '../api/use-current-team';
import { useSwitchTeam } from '../api/use-switch-team';
import { MyTeamsQuery } from '../api/team-queries';

const PERSONAL = 'personal';

/**
 * The header's balance with the account switch: Personal or one of the user's teams, whose credits the balance
 * is. Only while teams are on and the user is in a team; otherwise just the balance.
 */
export function TeamSwitcher({ balance }: { balance: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const { enabled, team } = useCurrentTeam();
  const { data, previousData } = useAppQuery(MyTeamsQuery, { skip: !enabled });
  const { switchTo, switching } = useSwitchTeam();
  // A switch starts the cache over: while the lists load again, the last ones keep the menu in place (an open menu
  // is not pulled from under the pointer).
  const teams = data?.myTeams ?? previousData?.myTeams ?? [];
  const { user } = useAuth();
  if (!enabled || (teams.length === 0 && !team)) return balance;

  const current = team?.name ?? intl.formatMessage({ id: 'teams.switcher.personal' });
  const choose = (value: string) => {
    if (value === 'manage') return void navigate(`${localizePath('account', code)}?tab=team`);
    const teamId = value === PERSONAL ? null : value;
    if (teamId === (team?.id ?? null)) return;
    switchTo(teamId).then(
      () => toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.switcher.switched' }, { name: teams.find((t) => t.id === teamId)?.name ?? intl.formatMessage({ id: 'teams.switcher.personal' }) }) }),
      () => toaster.create({ type: 'error', title: intl.formatMessage({ id: 'teams.switcher.failed' }) }),
    );
  };

  return (
    // Fixed, like the sticky header it hangs from: positioned in the document (the default), an open menu scrolled
    // with the page away from its button until the repositioning after the scroll caught up, and on a busy machine
    // that came between a click's press and release on an item: the click landed beside the menu and was lost.
    <Menu.Root onSelect={(e) => choose(e.value)} positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          px="1.5"
          loading={switching}
          data-testid="team-switcher"
          aria-label={intl.formatMessage({ id: 'teams.switcher.label' }, { name: current, credits: intl.formatMessage({ id: 'common.credits.count' }, { count: user?.creditsBalance ?? 0 }) })}
        >
          {/* Personal is the usual case and shows no name beside the balance, so the header keeps to one row. The name
              comes first, as in the button's name ("Account: {name}, {credits}…"): the words shown must read in it in
              the same order, as separate words (WCAG 2.5.3). */}
          <Text as="span" truncate maxW="28" aria-hidden display={team ? 'inline' : { base: 'inline', md: 'none' }}>{current} </Text>
          {balance}
          <ChevronDownIcon aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <FormattedMessage id="teams.switcher.heading" />
              </Menu.ItemGroupLabel>
              {[{ id: PERSONAL, name: intl.formatMessage({ id: 'teams.switcher.personal' }) }, ...teams].map((t) => {
                const selected = t.id === (team?.id ?? PERSONAL);
                return (
                  <Menu.Item key={t.id} value={t.id} aria-current={selected || undefined} fontWeight={selected ? 'semibold' : 'normal'}>
                    {t.name}
                    {selected && <CheckIcon boxSize="4" ms="auto" aria-hidden />}
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="manage">
              <FormattedMessage id="teams.switcher.manage" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

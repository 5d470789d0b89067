import { Card, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatNumber } from '../../../lib/intl/format';
import { AdminDashboardQuery } from '../api/admin-queries';
import { ImageYieldTable } from './image-yield-table';

interface Figure {
  id: string;
  value: number;
  /** Windowed figures: the last 24 hours and the last 30 days. */
  day?: number;
  month?: number;
}

/** The figures of the last 24 hours and 30 days: users, sign-ups, subscriptions, credits, jobs. */
export function AdminDashboard() {
  const { code } = useLanguage();
  const { data, error } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return error ? <FormAlert><FormattedMessage id="admin.list.loadFailed" /></FormAlert> : <CenteredSpinner />;
  const d = data.adminDashboard;
  const figures: Figure[] = [
    { id: 'users', value: d.users },
    { id: 'signups', value: d.signups30d, day: d.signups24h, month: d.signups30d },
    { id: 'activeSubscriptions', value: d.activeSubscriptions },
    { id: 'creditsSold', value: d.creditsSold30d, day: d.creditsSold24h, month: d.creditsSold30d },
    { id: 'creditsSpent', value: d.creditsSpent30d, day: d.creditsSpent24h, month: d.creditsSpent30d },
    { id: 'jobsRunning', value: d.jobsRunning },
    { id: 'jobsFailed', value: d.jobsFailed30d, day: d.jobsFailed24h, month: d.jobsFailed30d },
  ];
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {figures.map((f) => (
          <Card.Root key={f.id} size="sm" data-testid={`admin-figure-${f.id}`}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <FormattedMessage id={`admin.dashboard.${f.id}`} />
                </Stat.Label>
                {f.day === undefined || f.month === undefined ? (
                  <Stat.ValueText>{formatNumber(f.value, code)}</Stat.ValueText>
                ) : (
                  // One value (dd) for the label (dt) holding both windows: a description list takes no nested groups.
                  <Stat.ValueText display="flex" gap="6" alignItems="end">
                    {([['day', f.day], ['month', f.month]] as const).map(([window, value]) => (
                      <Stack as="span" key={window} gap="0">
                        <span>{formatNumber(value, code)}</span>
                        <Stat.HelpText>
                          <FormattedMessage id={`admin.dashboard.${window}`} />
                        </Stat.HelpText>
                      </Stack>
                    ))}
                  </Stat.ValueText>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <ImageYieldTable />
    </Stack>
  );
}

import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { Page } from '../../../components/ui/page';
import type { ScreenKey } from '../../../config/routes';

export const adminScreens = ['admin', 'adminUsers', 'adminAiJobs', 'adminActivities', 'adminSubscriptions', 'adminInvoices', 'adminProviders', 'adminAuditLog'] as const satisfies readonly ScreenKey[];
export type AdminScreen = (typeof adminScreens)[number];

/** The console's frame: its title and the navigation between its screens (wraps on narrow screens). */
export function AdminLayout({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Page width="6xl" title={<FormattedMessage id={`screens.${screen}.title`} />}>
      <HStack as="nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} gap="1" wrap="wrap" borderBottomWidth="1px" pb="3">
        {adminScreens.map((s) => (
          <ButtonLink key={s} screen={s} size="sm" variant={s === screen ? 'subtle' : 'ghost'} aria-current={s === screen ? 'page' : undefined}>
            <FormattedMessage id={`admin.nav.${s}`} />
          </ButtonLink>
        ))}
      </HStack>
      {children}
    </Page>
  );
}

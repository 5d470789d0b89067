import { Badge, Button, HStack, type BadgeProps } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { AppLink } from '../../components/ui/app-link';
import { localizePath } from '../../config/routes';
import { toaster } from '../../lib/toaster';
import { WithApollo } from '../../app/with-apollo';
import { useAuth } from '../auth';
import { TeamSwitcher } from '../teams';

export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const { user, logout } = useAuth();
  if (!user) return null;

  const onLogout = async () => {
    await logout();
    toaster.create({ type: 'info', title: intl.formatMessage({ id: 'layout.userMenu.loggedOut' }) });
    navigate(localizePath('landing', code));
  };

  return (
    <HStack gap="3" wrap="wrap" aria-label={intl.formatMessage({ id: 'layout.userMenu.open' })} role="group">
      {/* On phones the balance stays in the header's top row instead (CreditsBadge). With teams, the balance opens
          the switch between personal and team credits (on phones, in the folded menu, named). */}
      <WithApollo fallback={<CreditsBadge display={{ base: 'none', md: 'inline-flex' }} />}>
        <TeamSwitcher balance={<CreditsBadge display={{ base: 'none', md: 'inline-flex' }} />} />
      </WithApollo>
      {/* inline-block: an ellipsis needs a block box (the Link recipe is inline-flex). */}
      <AppLink screen="account" fontSize="sm" maxW="40" display="inline-block" truncate title={user.fullName || user.email}>
        {user.fullName || user.email}
      </AppLink>
      {user.isAdmin && (
        <AppLink screen="admin" fontSize="sm">
          <FormattedMessage id="layout.userMenu.admin" />
        </AppLink>
      )}
      <Button size="sm" variant="outline" onClick={() => void onLogout()}>
        <FormattedMessage id="layout.userMenu.logout" />
      </Button>
    </HStack>
  );
}

/** The signed-in user's credit balance. */
export function CreditsBadge(props: BadgeProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Badge colorPalette="blue" variant="subtle" {...props}>
      <FormattedMessage id="common.credits.count" values={{ count: user.creditsBalance }} />
    </Badge>
  );
}

import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink, ButtonLink } from '../../components/ui/app-link';
import type { ScreenKey } from '../../config/routes';
import { useAuth } from '../auth/auth-context';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const publicNav: ScreenKey[] = ['pricing', 'gallery', 'about', 'faq'];

export function Header() {
  const intl = useIntl();
  const { status } = useAuth();
  const nav: ScreenKey[] = status === 'authenticated' ? ['dashboard', ...publicNav] : publicNav;
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <Container maxW="6xl" py="3">
        <Flex align="center" gap="6" wrap="wrap">
          <AppLink screen="landing" fontWeight="bold" fontSize="xl" textDecoration="none" aria-label="Kadr">
            Kadr
          </AppLink>
          <HStack as="nav" aria-label={intl.formatMessage({ id: 'layout.header.nav' })} gap="4" flex="1" wrap="wrap">
            {nav.map((screen) => (
              <AppLink key={screen} screen={screen} fontSize="sm" color="fg.muted">
                <FormattedMessage id={`screens.${screen}.title`} />
              </AppLink>
            ))}
          </HStack>
          {/* Wraps on narrow screens instead of pushing the page wider than the viewport. */}
          <HStack gap="2" wrap="wrap">
            <LanguageSwitcher />
            <ThemeToggle />
            {status === 'authenticated' ? (
              <UserMenu />
            ) : (
              <>
                <ButtonLink screen="login" variant="ghost" size="sm">
                  <FormattedMessage id="layout.header.login" />
                </ButtonLink>
                <ButtonLink screen="register" size="sm">
                  <FormattedMessage id="layout.header.register" />
                </ButtonLink>
              </>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

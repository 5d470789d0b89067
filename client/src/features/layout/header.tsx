import { Box, Button, Container, Flex, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../app/hydration';
import { AppLink, ButtonLink } from '../../components/ui/app-link';
import type { ScreenKey } from '../../config/routes';
import { withAppMessages } from '../../locales';
import { useAuth } from '../auth';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

// The signed-in tools (balance, team switch, bell, menus: Apollo and the menu machinery) load with the session, so a
// visitor's pages never download them.
const loadTools = withAppMessages(() => import('./signed-in-tools'));
const CreditsBadge = lazy(() => loadTools().then((m) => ({ default: m.CreditsBadge })));
const UserMenu = lazy(() => loadTools().then((m) => ({ default: m.UserMenu })));
const HeaderBell = lazy(() => loadTools().then((m) => ({ default: m.HeaderBell })));

const publicNav: ScreenKey[] = ['pricing', 'gallery', 'about', 'faq'];
/** Signed in: the work first (short labels from `layout.nav.*`), then pricing. */
const userNav: ScreenKey[] = ['dashboard', 'generator', 'videoGenerator', 'myPhotos', 'favorites', 'pricing'];
const shortLabels: Partial<Record<ScreenKey, string>> = {
  generator: 'layout.nav.generator',
  videoGenerator: 'layout.nav.videoGenerator',
};

export function Header() {
  const intl = useIntl();
  const { status } = useAuth();
  const { pathname } = useLocation();
  // The menu button works with scripts only: disabled in the prerendered page until hydration.
  const hydrated = useHydrated();
  const nav = status === 'authenticated' ? userNav : publicNav;
  // Phones: the navigation folds behind a Menu button; it closes again on every navigation (state adjusted while
  // rendering the new path, not in an effect after it: no frame with the menu still open).
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      {/* Wider than the page below: signed in, the tools (balance and team, bell) need the room to stay on one row. */}
      <Container maxW="7xl" py="3">
        <Flex align="center" gap={{ base: '3', md: '6' }} wrap="wrap">
          <AppLink screen="landing" fontWeight="bold" fontSize="xl" textDecoration="none">
            <FormattedMessage id="common.brand.name" />
          </AppLink>
          {/* Phones: one row (logo, balance or sign-up, Menu); everything else folds into the menu. */}
          <Box display={{ base: 'block', md: 'none' }} ms="auto">
            {status === 'authenticated' ? (
              <Suspense fallback={null}>
                <CreditsBadge />
              </Suspense>
            ) : (
              <ButtonLink screen="register" size="sm">
                <FormattedMessage id="layout.header.register" />
              </ButtonLink>
            )}
          </Box>
          {/* One bell for every width: beside the balance on phones, at the row's end on wider screens. */}
          {status === 'authenticated' && (
            <Box order={{ base: 0, md: 3 }} ms={{ base: '-2', md: '-4' }}>
              <Suspense fallback={null}>
                <HeaderBell />
              </Suspense>
            </Box>
          )}
          <Button
            disabled={!hydrated}
            display={{ base: 'inline-flex', md: 'none' }}
            variant="outline"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            // A public page that is not hydrated opens the menu with these (client/src/islands.ts).
            data-island="menu"
            data-label-open={intl.formatMessage({ id: 'layout.header.menu' })}
            data-label-close={intl.formatMessage({ id: 'layout.header.menuClose' })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <FormattedMessage id={menuOpen ? 'layout.header.menuClose' : 'layout.header.menu'} />
          </Button>
          <Stack
            as="nav"
            id="main-navigation"
            aria-label={intl.formatMessage({ id: 'layout.header.nav' })}
            data-menu-part=""
            direction={{ base: 'column', md: 'row' }}
            display={{ base: menuOpen ? 'flex' : 'none', md: 'flex' }}
            order={{ base: 1, md: 0 }}
            flexBasis={{ base: '100%', md: 'auto' }}
            gap={{ base: '3', md: '4' }}
            flex={{ md: '1' }}
            wrap="wrap"
          >
            {nav.map((screen) => (
              <AppLink key={screen} screen={screen} fontSize="sm" color="fg.muted">
                <FormattedMessage id={shortLabels[screen] ?? `screens.${screen}.title`} />
              </AppLink>
            ))}
          </Stack>
          {/* Wraps on narrow screens instead of pushing the page wider than the viewport. */}
          <HStack
            gap="2"
            wrap="wrap"
            display={{ base: menuOpen ? 'flex' : 'none', md: 'flex' }}
            order={{ base: 2, md: 0 }}
            flexBasis={{ base: '100%', md: 'auto' }}
            data-testid="header-tools"
            data-menu-part=""
          >
            <LanguageSwitcher />
            <ThemeToggle />
            {status === 'authenticated' ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : (
              <>
                <ButtonLink screen="login" variant="ghost" size="sm">
                  <FormattedMessage id="layout.header.login" />
                </ButtonLink>
                <ButtonLink screen="register" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
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

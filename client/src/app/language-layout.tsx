import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { CenteredSpinner } from '../components/ui/centered-spinner';
import { isLanguageCode } from '../config/languages';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { ErrorBoundary } from './error-boundary';
import { LanguageRedirect } from './language-redirect';

/** Layout for /:lang/*: header, the lazily loaded page inside the error boundary, footer. */
export function LanguageLayout() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  if (!isLanguageCode(lang)) return <LanguageRedirect />;
  return (
    <Flex direction="column" minHeight="100vh">
      <Header />
      <Box as="main" flex="1" id="main">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Flex>
  );
}

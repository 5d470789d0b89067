import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { languages } from '../config/languages';
import { AuthProvider } from '../features/auth/auth-provider';
import { detectBrowserLanguage } from '../lib/intl/browser-language';
import { subscribeToToastDemand, toastsDemanded } from '../lib/toaster';
import { useMessages } from '../locales';
import { LanguageContext } from './language-context';
import { SignedInServices } from './signed-in-services';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toaster, from the first toast on (lib/toaster.ts). */
function ToastHost() {
  const demanded = useSyncExternalStore(subscribeToToastDemand, toastsDemanded, () => false);
  return demanded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Root route element: the language comes from the path, so intl follows navigation synchronously. */
export function AppRoot() {
  const { pathname } = useLocation();
  const lang = detectBrowserLanguage(pathname);
  const messages = useMessages(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = languages[lang].dir;
  }, [lang]);

  return (
    <LanguageContext.Provider value={lang}>
      <IntlProvider locale={languages[lang].locale} defaultLocale="en-US" messages={messages}>
        <AuthProvider>
          <Outlet />
          <SignedInServices />
          <ToastHost />
          <ScrollRestoration />
        </AuthProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

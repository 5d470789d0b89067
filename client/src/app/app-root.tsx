import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { languages } from '../config/languages';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/auth-provider';
import { detectBrowserLanguage } from '../lib/intl/browser-language';
import { messages } from '../locales';
import { endHydration } from './hydration';
import { LanguageContext } from './language-context';
import { SignedInServices } from './signed-in-services';

/** Root route element: the language comes from the path, so intl follows navigation synchronously. */
export function AppRoot() {
  const { pathname } = useLocation();
  const lang = detectBrowserLanguage(pathname);

  // The hydrating render is over once the root's effects run (state read from the browser follows in layout effects).
  useEffect(endHydration, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = languages[lang].dir;
  }, [lang]);

  return (
    <LanguageContext.Provider value={lang}>
      <IntlProvider locale={languages[lang].locale} defaultLocale="en-US" messages={messages[lang]}>
        <AuthProvider>
          <Outlet />
          <SignedInServices />
          <Toaster />
          <ScrollRestoration />
        </AuthProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

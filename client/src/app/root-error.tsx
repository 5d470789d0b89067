import { IntlProvider } from 'react-intl';
import { languages } from '../config/languages';
import { detectBrowserLanguage } from '../lib/intl/browser-language';
import { loadedMessages } from '../locales';
import { ErrorScreen } from './error-screen';

/** Last-resort route error element: it renders outside AppRoot, so it brings its own intl. */
export function RootError() {
  const lang = detectBrowserLanguage(window.location.pathname);
  return (
    <IntlProvider locale={languages[lang].locale} messages={loadedMessages(lang)}>
      <ErrorScreen onRetry={() => window.location.reload()} />
    </IntlProvider>
  );
}

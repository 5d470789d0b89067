import { Navigate, useLocation } from 'react-router-dom';
import { toLanguagePath } from '../config/routes';
import { detectBrowserLanguage } from '../lib/intl/browser-language';

/** A path without a language goes to the detected language with the right localized slug. */
export function LanguageRedirect() {
  const location = useLocation();
  const lang = detectBrowserLanguage(location.pathname);
  return <Navigate replace to={toLanguagePath(location.pathname + location.search + location.hash, lang)} state={location.state} />;
}

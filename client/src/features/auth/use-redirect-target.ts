import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { localizePath, pathLanguage, toLanguagePath } from '../../config/routes';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after login: the remembered protected location (in the current language), else the dashboard. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const { code } = useLanguage();
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || !pathLanguage(from.pathname)) return localizePath('dashboard', code);
  return toLanguagePath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, code);
}

import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { localizePath, pathLanguage, toLanguagePath } from '../../config/routes';
import { readReturnPath } from '../../lib/session/return-path';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * Where to go after login or sign-up: the remembered protected location, else the public screen the visitor left
 * to sign in (an invitation, remembered across the email confirmation), else the dashboard; in the current language.
 */
export function useRedirectTarget(): string {
  const location = useLocation();
  const { code } = useLanguage();
  const from = (location.state as FromState | null)?.from;
  if (from?.pathname && pathLanguage(from.pathname)) return toLanguagePath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, code);
  const remembered = readReturnPath();
  return remembered ? toLanguagePath(remembered, code) : localizePath('dashboard', code);
}

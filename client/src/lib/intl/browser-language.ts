import type { LanguageCode } from '../../config/languages';
import { storageKeys } from '../../config/storage-keys';
import { detectLanguage } from './detect-language';
import { readStorage, writeStorage } from '../storage';

/** Detects the language from the live browser state. */
export function detectBrowserLanguage(pathname: string): LanguageCode {
  return detectLanguage({
    pathname,
    stored: readStorage(storageKeys.language),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language],
    htmlLang: typeof document === 'undefined' ? null : document.documentElement.lang,
  });
}

export function storeLanguagePreference(lang: LanguageCode): void {
  writeStorage(storageKeys.language, lang);
}

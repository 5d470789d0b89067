import { defaultLanguage, isLanguageCode, type LanguageCode } from '../../config/languages';
import { pathLanguage } from '../../config/routes';

export interface LanguageSources {
  pathname: string;
  stored: string | null | undefined;
  navigatorLanguages: readonly string[];
  htmlLang: string | null | undefined;
}

function primary(tag: string | null | undefined): LanguageCode | undefined {
  const code = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : undefined;
}

/** Detection order (spec §2): path, stored preference, browser languages, <html lang>, then English. */
export function detectLanguage(sources: LanguageSources): LanguageCode {
  return (
    pathLanguage(sources.pathname) ??
    primary(sources.stored) ??
    sources.navigatorLanguages.map(primary).find((code) => code !== undefined) ??
    primary(sources.htmlLang) ??
    defaultLanguage
  );
}

export type LanguageCode = 'en' | 'pl';

export interface LanguageSetting {
  code: LanguageCode;
  name: string;
  nativeName: string;
  flag: string;
  dir: 'ltr';
  /** BCP 47 locale used for numbers and dates. */
  locale: string;
  currency: 'USD' | 'PLN';
  default: boolean;
}

export const languages: Record<LanguageCode, LanguageSetting> = {
  en: { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', dir: 'ltr', locale: 'en-US', currency: 'USD', default: true },
  pl: { code: 'pl', name: 'Polish', nativeName: 'Polski', flag: '🇵🇱', dir: 'ltr', locale: 'pl-PL', currency: 'PLN', default: false },
};

export const languageCodes: readonly LanguageCode[] = ['en', 'pl'];

export const defaultLanguage: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'en' || value === 'pl';
}

import { languages, type LanguageCode } from '../../config/languages';

/** Money with 2 decimals in the language's currency: 9.99 USD → "$9.99", 39.99 PLN → "39,99 zł". */
export function formatMoney(amount: number, lang: LanguageCode, currency: string = languages[lang].currency): string {
  return new Intl.NumberFormat(languages[lang].locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, lang: LanguageCode, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languages[lang].locale, options).format(value);
}

export function formatDate(
  date: Date | string | number,
  lang: LanguageCode,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(languages[lang].locale, options).format(new Date(date));
}

/** ISO weekday the week starts on: Monday (1) for Polish, Sunday (7) for US English. */
export function firstDayOfWeek(lang: LanguageCode): 1 | 7 {
  return lang === 'pl' ? 1 : 7;
}

/** The seven days of the week starting on the language's first day, as short localized names. */
export function weekdayNames(lang: LanguageCode, width: 'short' | 'long' = 'short'): string[] {
  const fmt = new Intl.DateTimeFormat(languages[lang].locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday; offset back one day when the week starts on Sunday.
  const start = Date.UTC(2024, 0, firstDayOfWeek(lang) === 1 ? 1 : 0);
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(start + i * 86_400_000)));
}

/** Polish plural category (one for 1, few for 2-4 except 12-14, many otherwise); English one/other. */
export function pluralCategory(count: number, lang: LanguageCode): Intl.LDMLPluralRule {
  return new Intl.PluralRules(languages[lang].locale).select(count);
}

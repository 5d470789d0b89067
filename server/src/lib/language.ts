/** The interface languages (spec §2: English and Polish; English is the default). */
export const LANGUAGES = ['en', 'pl'] as const;
export type Lang = (typeof LANGUAGES)[number];

const isLang = (value: string): value is Lang => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a request asks for, from its Accept-Language header (the web app sends its interface language
 * there): the first of our languages in the listed order of preference, or null when none is listed.
 */
export function requestLanguage(acceptLanguage: string | null | undefined): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([0-9.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLang) ?? null;
}

/** The language to write to a user in: the one saved on their account, else the request's, else English. */
export function languageFor(saved: string | null | undefined, requested?: Lang | null): Lang {
  if (saved && isLang(saved)) return saved;
  return requested ?? 'en';
}

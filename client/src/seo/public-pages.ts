import { languageCodes, type LanguageCode } from '../config/languages';
import { localizePath, screenKeys, screens, type ScreenKey } from '../config/routes';
import { allMatrixPages, matrixPagePath } from '../features/ai-headshots/matrix';

/** A page the build prerenders: its path in each language, and whether search engines should list it. */
export interface PublicPage {
  screen: ScreenKey;
  paths: Record<LanguageCode, string>;
  /** Listed in sitemap.xml and indexable; false for forms and results (login, payment failed). */
  listed: boolean;
}

const byLanguage = (path: (lang: LanguageCode) => string) =>
  Object.fromEntries(languageCodes.map((lang) => [lang, path(lang)])) as Record<LanguageCode, string>;

/** Public screens with one page each (the programmatic pages are added from their matrix). */
const listedScreens: ScreenKey[] = [
  'landing',
  'pricing',
  'about',
  'faq',
  'gallery',
  'aiHeadshots',
  'developers',
  'privacyPolicy',
  'termsOfService',
  'cookiePolicy',
];
/**
 * Prerendered for speed (no blank first paint) but not listed: the failed-payment result. The sign-in and sign-up
 * forms are not prerendered: they only work with scripts, and a form filled in before hydration would be lost.
 */
const unlistedScreens: ScreenKey[] = ['paymentFailed'];

/** Every prerendered page, in both languages: the one list the prerender, the sitemap and the tests read. */
export function publicPages(): PublicPage[] {
  const screen = (key: ScreenKey, listed: boolean): PublicPage => ({ screen: key, listed, paths: byLanguage((lang) => localizePath(key, lang)) });
  return [
    ...listedScreens.map((key) => screen(key, true)),
    ...allMatrixPages().map((page): PublicPage => ({ screen: 'aiHeadshotsPage', listed: true, paths: byLanguage((lang) => matrixPagePath(page, lang)) })),
    ...unlistedScreens.map((key) => screen(key, false)),
  ];
}

/** A path in each language that no screen has: rendered once per language as the not-found page (404). */
export function notFoundPages(): Record<LanguageCode, string> {
  return byLanguage((lang) => `/${lang}/__not-found__`);
}

/**
 * Slugs with parameters whose every page is prerendered (the matrix): a path matching them that is not a
 * prerendered page does not exist (404), unlike /invitation/:token, whose tokens no build can know.
 */
export function closedSlugs(): string[] {
  return [...new Set(Object.values(screens.aiHeadshotsPage.slugs))];
}

/** Path prefixes of the screens that need a signed-in user (robots.txt keeps crawlers out of them). */
export function privatePrefixes(): string[] {
  const prefixes = screenKeys
    .filter((key) => screens[key].access !== 'public')
    .flatMap((key) => languageCodes.map((lang) => `/${lang}/${screens[key].slugs[lang].split('/')[0]}`));
  return [...new Set(prefixes)].sort();
}

import { isLanguageCode, type LanguageCode } from './languages.ts';

export type Access = 'public' | 'user' | 'admin';

interface ScreenDef {
  /** Slug (path below the language prefix) per language; '' is the landing page. */
  slugs: Record<LanguageCode, string>;
  access: Access;
}

function same(slug: string, access: Access = 'public'): ScreenDef {
  return { slugs: { en: slug, pl: slug }, access };
}

function localized(en: string, pl: string, access: Access = 'public'): ScreenDef {
  return { slugs: { en, pl }, access };
}

/** The single route table: screen key → slug per language (spec §2) and who may open it. */
export const screens = {
  landing: same(''),
  generator: localized('generator', 'generator-zdjec-profilowych', 'user'),
  videoGenerator: localized('video-generator', 'generator-wideo', 'user'),
  generalGenerator: localized('general-generator', 'generator-ogolny', 'user'),
  objectEditor: localized('object-editor', 'edytor-obiektow', 'user'),
  pricing: localized('pricing', 'cennik'),
  about: localized('about', 'o-nas'),
  faq: localized('faq', 'faq'),
  dashboard: localized('dashboard', 'pulpit', 'user'),
  account: localized('account', 'konto', 'user'),
  upload: localized('upload', 'wgraj', 'user'),
  /** The training screen of one model, below the upload screen's slug. */
  training: localized('upload/:modelId', 'wgraj/:modelId', 'user'),
  gallery: localized('gallery', 'galeria'),
  favorites: localized('favorites', 'ulubione', 'user'),
  myPhotos: localized('my-photos', 'moje-zdjecia', 'user'),
  /** Programmatic pages: the index, and one page per industry and style (slugs of both in features/ai-headshots/matrix.ts). */
  aiHeadshots: localized('ai-headshots', 'zdjecia-biznesowe-ai'),
  aiHeadshotsPage: localized('ai-headshots/:industry/:style', 'zdjecia-biznesowe-ai/:industry/:style'),
  login: same('login'),
  register: same('register'),
  resetPassword: same('reset-password'),
  confirmEmail: same('auth/confirm-email'),
  privacyPolicy: same('privacy-policy'),
  termsOfService: same('terms-of-service'),
  cookiePolicy: same('cookie-policy'),
  paymentFailed: same('payment-failed'),
  paymentSuccess: same('payment-success', 'user'),
  /** A team invitation (public: a signed-out visitor sees it, then registers or logs in and comes back). */
  invitation: localized('invitation/:token', 'zaproszenie/:token'),
  admin: same('admin', 'admin'),
  adminUsers: same('admin/users', 'admin'),
  adminAuditLog: same('admin/audit-log', 'admin'),
  adminAiJobs: same('admin/ai-jobs', 'admin'),
  adminActivities: same('admin/activities', 'admin'),
  adminSubscriptions: same('admin/subscriptions', 'admin'),
  adminInvoices: same('admin/invoices', 'admin'),
  adminProviders: same('admin/providers', 'admin'),
  /** Public: API keys, scopes, an example and the webhook signature recipe for partners. */
  developers: localized('developers', 'dla-programistow'),
} satisfies Record<string, ScreenDef>;

export type ScreenKey = keyof typeof screens;

export const screenKeys = Object.keys(screens) as ScreenKey[];

export function screenAccess(screen: ScreenKey): Access {
  return screens[screen].access;
}

export function screenSlug(screen: ScreenKey, lang: LanguageCode): string {
  return screens[screen].slugs[lang];
}

/** Absolute path of a screen in a language; `params` fill `:name` segments. */
export function localizePath(screen: ScreenKey, lang: LanguageCode, params: Record<string, string> = {}): string {
  const slug = screenSlug(screen, lang).replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

/** The slug's first segment in `lang`, when it is fixed text (not a `:param`). */
function firstSegment(screen: ScreenKey, lang: LanguageCode): string | undefined {
  const [first] = screenSlug(screen, lang).split('/');
  return first && !first.startsWith(':') ? first : undefined;
}

/**
 * The screen whose slug begins with this segment (in any language), for translating a path's first segment: a
 * one-segment slug (pulpit), or the fixed head of a longer one (zaproszenie/:token) that no one-segment slug has.
 */
export function findScreenBySegment(segment: string): ScreenKey | undefined {
  const matches = (key: ScreenKey) => firstSegment(key, 'en') === segment || firstSegment(key, 'pl') === segment;
  return screenKeys.find((key) => !screens[key].slugs.en.includes('/') && matches(key)) ?? screenKeys.find(matches);
}

interface SplitPath {
  lang: LanguageCode | undefined;
  segments: string[];
  suffix: string;
}

function splitPath(path: string): SplitPath {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const segments = pathname.split('/').filter(Boolean);
  const lang = isLanguageCode(segments[0]) ? segments[0] : undefined;
  return { lang, segments: lang ? segments.slice(1) : segments, suffix };
}

/** Rewrites a path (with or without a language prefix) into `lang`, translating a localized first slug. */
export function toLanguagePath(path: string, lang: LanguageCode): string {
  const { segments, suffix } = splitPath(path);
  const [first, ...rest] = segments;
  const screen = first === undefined ? undefined : findScreenBySegment(first);
  const head = screen ? [firstSegment(screen, lang)!] : first === undefined ? [] : [first];
  const tail = [...head, ...rest].join('/');
  return `/${lang}${tail ? `/${tail}` : ''}${suffix}`;
}

/** The same screen in the other language, e.g. /en/dashboard?x=1 → /pl/pulpit?x=1. */
export function switchLanguagePath(currentPath: string, targetLang: LanguageCode): string {
  return toLanguagePath(currentPath, targetLang);
}

/** The language prefix of a path, if it has one. */
export function pathLanguage(path: string): LanguageCode | undefined {
  return splitPath(path).lang;
}

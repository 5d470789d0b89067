import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LanguageCode } from '../../config/languages';
import type { ScreenKey } from '../../config/routes';
import { loadAboutContent } from '../../content/about';
import { loadHeadshotContent } from '../../content/ai-headshots';
import { loadFaqContent } from '../../content/faq';
import { loadGalleryContent } from '../../content/gallery';
import { loadLandingContent } from '../../content/landing';
import { legalDocumentOf, loadLegalDocument } from '../../content/legal';
import { withAppMessages, withMessages } from '../../locales';
import type { PageProps } from './page-props';


type Page = LazyExoticComponent<ComponentType<PageProps>>;
type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

const admin: Loader = withAppMessages(() => import('./admin-page').then((m) => ({ default: m.AdminPage })));
const legal: Loader = () => import('./legal-page').then((m) => ({ default: m.LegalPage }));

/**
 * Every screen's page, loaded on first visit; pages beyond a visitor's first ones (client/messages-plugin.ts) load
 * the app's words with them.
 */
const loaders: Record<ScreenKey, Loader> = {
  landing: () => import('./landing-page').then((m) => ({ default: m.LandingPage })),
  login: withAppMessages(() => import('./login-page').then((m) => ({ default: m.LoginPage }))),
  register: withAppMessages(() => import('./register-page').then((m) => ({ default: m.RegisterPage }))),
  resetPassword: withAppMessages(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage }))),
  confirmEmail: withAppMessages(() => import('./confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage }))),
  dashboard: withAppMessages(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  account: withAppMessages(() => import('./account-page').then((m) => ({ default: m.AccountPage }))),
  pricing: withMessages(() => import('./pricing-page').then((m) => ({ default: m.PricingPage })), 'pricing'),
  faq: () => import('./faq-page').then((m) => ({ default: m.FaqPage })),
  paymentSuccess: withAppMessages(() => import('./payment-success-page').then((m) => ({ default: m.PaymentSuccessPage }))),
  about: () => import('./about-page').then((m) => ({ default: m.AboutPage })),
  privacyPolicy: legal,
  termsOfService: legal,
  cookiePolicy: legal,
  paymentFailed: withMessages(() => import('./payment-failed-page').then((m) => ({ default: m.PaymentFailedPage })), 'pricing'),
  generator: withAppMessages(() => import('./generator-page').then((m) => ({ default: m.GeneratorPage }))),
  videoGenerator: withAppMessages(() => import('./video-generator-page').then((m) => ({ default: m.VideoGeneratorPage }))),
  generalGenerator: withAppMessages(() => import('./general-generator-page').then((m) => ({ default: m.GeneralGeneratorPage }))),
  objectEditor: withAppMessages(() => import('./object-editor-page').then((m) => ({ default: m.ObjectEditorPage }))),
  upload: withAppMessages(() => import('./upload-page').then((m) => ({ default: m.UploadPage }))),
  training: withAppMessages(() => import('./training-page').then((m) => ({ default: m.TrainingPage }))),
  gallery: withMessages(() => import('./gallery-page').then((m) => ({ default: m.GalleryPage })), 'gallery'),
  favorites: withAppMessages(() => import('./favorites-page').then((m) => ({ default: m.FavoritesPage }))),
  invitation: withAppMessages(() => import('./invitation-page').then((m) => ({ default: m.InvitationPage }))),
  myPhotos: withAppMessages(() => import('./my-photos-page').then((m) => ({ default: m.MyPhotosPage }))),
  aiHeadshots: () => import('./ai-headshots-index-page').then((m) => ({ default: m.AiHeadshotsIndexPage })),
  aiHeadshotsPage: () => import('./ai-headshots-page').then((m) => ({ default: m.AiHeadshotsPage })),
  admin: admin,
  adminUsers: admin,
  adminAuditLog: admin,
  adminAiJobs: admin,
  adminActivities: admin,
  adminSubscriptions: admin,
  adminInvoices: admin,
  adminProviders: admin,
  developers: withAppMessages(() => import('./developers-page').then((m) => ({ default: m.DevelopersPage }))),
};

const notFound = () => import('./not-found-page').then((m) => ({ default: m.NotFoundPage }));

type ContentLoader = (lang: LanguageCode, screen: ScreenKey) => Promise<unknown>;
const legalContent: ContentLoader = (lang, screen) => loadLegalDocument(legalDocumentOf(screen), lang);

/** The words each public page shows from its own content module (`use(load…(lang))` in the page). */
const contentOf: Partial<Record<ScreenKey, ContentLoader>> = {
  landing: loadLandingContent,
  about: loadAboutContent,
  faq: loadFaqContent,
  gallery: loadGalleryContent,
  aiHeadshots: loadHeadshotContent,
  aiHeadshotsPage: loadHeadshotContent,
  privacyPolicy: legalContent,
  termsOfService: legalContent,
  cookiePolicy: legalContent,
};

/**
 * A lazily loaded page whose code, once loaded, renders at once: React.lazy suspends on the promise its loader
 * returns unless that is already settled, so after a preload the loader hands React a thenable that answers
 * synchronously. (A page that suspends while being hydrated is hydrated later, and any state change above it
 * meanwhile — the stored theme, the session — makes React throw its prerendered HTML away and show the fallback.)
 */
function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const settled = (module: { default: ComponentType<P> }) => ({ then: (resolve: (m: typeof module) => void) => resolve(module) });
  const component = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<typeof loaded>) : preload()));
  return { component, preload };
}

const lazyPages = Object.fromEntries(Object.entries(loaders).map(([screen, load]) => [screen, lazyPage(load)])) as Record<ScreenKey, ReturnType<typeof lazyPage>>;
const lazyNotFound = lazyPage(notFound);

export const pages = Object.fromEntries(Object.entries(lazyPages).map(([screen, page]) => [screen, page.component])) as Record<ScreenKey, Page>;

export const NotFoundPage = lazyNotFound.component;

/**
 * Loads a page's code, words and content ahead of rendering it: before a prerendered page is hydrated, so hydration
 * finds everything in place and finishes in one pass, keeping the prerendered HTML.
 */
export function preloadPage(screen: ScreenKey | undefined, lang: LanguageCode): Promise<unknown> {
  if (!screen) return lazyNotFound.preload();
  return Promise.all([lazyPages[screen].preload(), contentOf[screen]?.(lang, screen)]);
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '../../config/routes';
import { withAppMessages, withMessages } from '../../locales';

export interface PageProps {
  screen: ScreenKey;
}

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
  developers: withAppMessages(() => import('./developers-page').then((m) => ({ default: m.DevelopersPage }))),
};

const notFound = () => import('./not-found-page').then((m) => ({ default: m.NotFoundPage }));

export const pages = Object.fromEntries(Object.entries(loaders).map(([screen, load]) => [screen, lazy(load)])) as Record<ScreenKey, Page>;

export const NotFoundPage = lazy(notFound);

/**
 * Loads a page's code and words ahead of rendering it: before a prerendered page is hydrated, so hydration finds
 * them in place (a page still loading would be hydrated later, and the words arriving meanwhile would make React
 * give up the server's HTML for that part).
 */
export function preloadPage(screen: ScreenKey | undefined): Promise<unknown> {
  return screen ? loaders[screen]() : notFound();
}

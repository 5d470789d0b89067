import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '../../config/routes';
import { withAppMessages, withMessages } from '../../locales';

export interface PageProps {
  screen: ScreenKey;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const admin = lazy(withAppMessages(() => import('./admin-page').then((m) => ({ default: m.AdminPage }))));
const legal = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalPage })));

/**
 * Every screen's page, loaded on first visit; pages beyond a visitor's first ones (client/messages-plugin.ts) load
 * the app's words with them.
 */
export const pages: Record<ScreenKey, Page> = {
  landing: lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage }))),
  login: lazy(withAppMessages(() => import('./login-page').then((m) => ({ default: m.LoginPage })))),
  register: lazy(withAppMessages(() => import('./register-page').then((m) => ({ default: m.RegisterPage })))),
  resetPassword: lazy(withAppMessages(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })))),
  confirmEmail: lazy(withAppMessages(() => import('./confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })))),
  dashboard: lazy(withAppMessages(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })))),
  account: lazy(withAppMessages(() => import('./account-page').then((m) => ({ default: m.AccountPage })))),
  pricing: lazy(withMessages(() => import('./pricing-page').then((m) => ({ default: m.PricingPage })), 'pricing')),
  faq: lazy(() => import('./faq-page').then((m) => ({ default: m.FaqPage }))),
  paymentSuccess: lazy(withAppMessages(() => import('./payment-success-page').then((m) => ({ default: m.PaymentSuccessPage })))),
  about: lazy(() => import('./about-page').then((m) => ({ default: m.AboutPage }))),
  privacyPolicy: legal,
  termsOfService: legal,
  cookiePolicy: legal,
  paymentFailed: lazy(withMessages(() => import('./payment-failed-page').then((m) => ({ default: m.PaymentFailedPage })), 'pricing')),
  generator: lazy(withAppMessages(() => import('./generator-page').then((m) => ({ default: m.GeneratorPage })))),
  videoGenerator: lazy(withAppMessages(() => import('./video-generator-page').then((m) => ({ default: m.VideoGeneratorPage })))),
  generalGenerator: lazy(withAppMessages(() => import('./general-generator-page').then((m) => ({ default: m.GeneralGeneratorPage })))),
  objectEditor: lazy(withAppMessages(() => import('./object-editor-page').then((m) => ({ default: m.ObjectEditorPage })))),
  upload: lazy(withAppMessages(() => import('./upload-page').then((m) => ({ default: m.UploadPage })))),
  training: lazy(withAppMessages(() => import('./training-page').then((m) => ({ default: m.TrainingPage })))),
  gallery: lazy(withMessages(() => import('./gallery-page').then((m) => ({ default: m.GalleryPage })), 'gallery')),
  favorites: lazy(withAppMessages(() => import('./favorites-page').then((m) => ({ default: m.FavoritesPage })))),
  invitation: lazy(withAppMessages(() => import('./invitation-page').then((m) => ({ default: m.InvitationPage })))),
  myPhotos: lazy(withAppMessages(() => import('./my-photos-page').then((m) => ({ default: m.MyPhotosPage })))),
  aiHeadshots: lazy(() => import('./ai-headshots-index-page').then((m) => ({ default: m.AiHeadshotsIndexPage }))),
  aiHeadshotsPage: lazy(() => import('./ai-headshots-page').then((m) => ({ default: m.AiHeadshotsPage }))),
  admin: admin,
  adminUsers: admin,
  adminAuditLog: admin,
  adminAiJobs: admin,
  adminActivities: admin,
  adminSubscriptions: admin,
  developers: lazy(withAppMessages(() => import('./developers-page').then((m) => ({ default: m.DevelopersPage })))),
};

export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

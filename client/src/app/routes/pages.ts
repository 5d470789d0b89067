import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey } from '../../config/routes';

export interface PageProps {
  screen: ScreenKey;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

const admin = lazy(() => import('./admin-page').then((m) => ({ default: m.AdminPage })));
const legal = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalPage })));

/** Every screen's page, loaded on first visit. */
export const pages: Record<ScreenKey, Page> = {
  landing: lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage }))),
  login: lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage }))),
  register: lazy(() => import('./register-page').then((m) => ({ default: m.RegisterPage }))),
  resetPassword: lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage }))),
  confirmEmail: lazy(() => import('./confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage }))),
  dashboard: lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  account: lazy(() => import('./account-page').then((m) => ({ default: m.AccountPage }))),
  pricing: lazy(() => import('./pricing-page').then((m) => ({ default: m.PricingPage }))),
  faq: lazy(() => import('./faq-page').then((m) => ({ default: m.FaqPage }))),
  paymentSuccess: lazy(() => import('./payment-success-page').then((m) => ({ default: m.PaymentSuccessPage }))),
  about: lazy(() => import('./about-page').then((m) => ({ default: m.AboutPage }))),
  privacyPolicy: legal,
  termsOfService: legal,
  cookiePolicy: legal,
  paymentFailed: lazy(() => import('./payment-failed-page').then((m) => ({ default: m.PaymentFailedPage }))),
  generator: lazy(() => import('./generator-page').then((m) => ({ default: m.GeneratorPage }))),
  videoGenerator: lazy(() => import('./video-generator-page').then((m) => ({ default: m.VideoGeneratorPage }))),
  generalGenerator: lazy(() => import('./general-generator-page').then((m) => ({ default: m.GeneralGeneratorPage }))),
  objectEditor: lazy(() => import('./object-editor-page').then((m) => ({ default: m.ObjectEditorPage }))),
  upload: lazy(() => import('./upload-page').then((m) => ({ default: m.UploadPage }))),
  training: lazy(() => import('./training-page').then((m) => ({ default: m.TrainingPage }))),
  gallery: lazy(() => import('./gallery-page').then((m) => ({ default: m.GalleryPage }))),
  favorites: lazy(() => import('./favorites-page').then((m) => ({ default: m.FavoritesPage }))),
  invitation: lazy(() => import('./invitation-page').then((m) => ({ default: m.InvitationPage }))),
  myPhotos: lazy(() => import('./my-photos-page').then((m) => ({ default: m.MyPhotosPage }))),
  aiHeadshots: lazy(() => import('./ai-headshots-index-page').then((m) => ({ default: m.AiHeadshotsIndexPage }))),
  aiHeadshotsPage: lazy(() => import('./ai-headshots-page').then((m) => ({ default: m.AiHeadshotsPage }))),
  admin: admin,
  adminUsers: admin,
  adminAuditLog: admin,
  adminAiJobs: admin,
  adminActivities: admin,
  adminSubscriptions: admin,
  developers: lazy(() => import('./developers-page').then((m) => ({ default: m.DevelopersPage }))),
};

export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './axe';
import { createConfirmedUser, expectHeading, navigate, openPage, screenshot, startE2e, type E2e, type Lang, type Theme, type TrackedPage } from './browser';

export interface Screen {
  name: string;
  path: Record<Lang, string>;
  heading: Record<Lang, string>;
  /** A text that tells this screen from one with the same heading (and waits for async content). */
  text?: Record<Lang, string>;
  signedIn?: boolean;
}

const same = (path: string) => ({ en: `/en${path}`, pl: `/pl${path}` });

// Every screen of the route table with the h1 it must show, per language (spec §2).
export const screens: Screen[] = [
  { name: 'landing', path: same(''), heading: { en: 'Professional headshots from your selfies', pl: 'Profesjonalne zdjęcia profilowe z Twoich selfie' } },
  { name: 'pricing', path: { en: '/en/pricing', pl: '/pl/cennik' }, heading: { en: 'Pricing', pl: 'Cennik' } },
  { name: 'about', path: { en: '/en/about', pl: '/pl/o-nas' }, heading: { en: 'About us', pl: 'O nas' } },
  { name: 'faq', path: same('/faq'), heading: { en: 'Frequently asked questions', pl: 'Najczęstsze pytania' } },
  { name: 'gallery', path: { en: '/en/gallery', pl: '/pl/galeria' }, heading: { en: 'Gallery', pl: 'Galeria' } },
  { name: 'ai-headshots', path: { en: '/en/ai-headshots', pl: '/pl/zdjecia-biznesowe-ai' }, heading: { en: 'AI headshots for every profession', pl: 'Zdjęcia biznesowe AI dla każdego zawodu' } },
  { name: 'ai-headshots-page', path: { en: '/en/ai-headshots/lawyers/professional', pl: '/pl/zdjecia-biznesowe-ai/prawnicy/profesjonalny' }, heading: { en: 'AI headshots for lawyers: professional style', pl: 'Zdjęcia biznesowe AI dla prawników: styl profesjonalny' } },
  { name: 'login', path: same('/login'), heading: { en: 'Log in', pl: 'Zaloguj się' } },
  { name: 'register', path: same('/register'), heading: { en: 'Create your account', pl: 'Załóż konto' } },
  { name: 'reset-password', path: same('/reset-password'), heading: { en: 'Reset your password', pl: 'Zresetuj hasło' } },
  { name: 'reset-password-link', path: same('/reset-password?token=abc&email=anna%40example.com'), heading: { en: 'Reset your password', pl: 'Zresetuj hasło' }, text: { en: 'Choose a new password for anna@example.com.', pl: 'Ustaw nowe hasło dla konta anna@example.com.' } },
  { name: 'confirm-email-missing', path: same('/auth/confirm-email'), heading: { en: 'Email confirmation', pl: 'Potwierdzenie adresu e-mail' }, text: { en: 'The confirmation link is missing required parameters. Please use the link from the email.', pl: 'W linku potwierdzającym brakuje wymaganych parametrów. Użyj linku z wiadomości e-mail.' } },
  { name: 'confirm-email-invalid', path: same('/auth/confirm-email?token=nope'), heading: { en: 'Email confirmation', pl: 'Potwierdzenie adresu e-mail' }, text: { en: 'The confirmation link is invalid or has expired. Request a new one below.', pl: 'Link potwierdzający jest nieprawidłowy lub wygasł. Poproś poniżej o nowy.' } },
  { name: 'privacy-policy', path: same('/privacy-policy'), heading: { en: 'Privacy policy', pl: 'Polityka prywatności' } },
  { name: 'terms-of-service', path: same('/terms-of-service'), heading: { en: 'Terms of service', pl: 'Regulamin' } },
  { name: 'cookie-policy', path: same('/cookie-policy'), heading: { en: 'Cookie policy', pl: 'Polityka plików cookie' } },
  { name: 'payment-failed', path: same('/payment-failed'), heading: { en: 'Payment failed', pl: 'Płatność nie powiodła się' } },
  { name: 'developers', path: { en: '/en/developers', pl: '/pl/dla-programistow' }, heading: { en: 'Developers', pl: 'Dla programistów' } },
  { name: 'not-found', path: same('/no-such-page'), heading: { en: 'Page not found', pl: 'Nie znaleziono strony' } },
  { name: 'dashboard', path: { en: '/en/dashboard', pl: '/pl/pulpit' }, heading: { en: 'Dashboard', pl: 'Pulpit' }, signedIn: true },
  { name: 'account', path: { en: '/en/account', pl: '/pl/konto' }, heading: { en: 'Account', pl: 'Konto' }, signedIn: true },
  { name: 'generator', path: { en: '/en/generator', pl: '/pl/generator-zdjec-profilowych' }, heading: { en: 'Headshot generator', pl: 'Generator zdjęć profilowych' }, text: { en: 'Upload selfies and train a model', pl: 'Wgraj selfie i wytrenuj model' }, signedIn: true },
  { name: 'video-generator', path: { en: '/en/video-generator', pl: '/pl/generator-wideo' }, heading: { en: 'Video generator', pl: 'Generator wideo' }, text: { en: 'Upload selfies and train a model', pl: 'Wgraj selfie i wytrenuj model' }, signedIn: true },
  { name: 'general-generator', path: { en: '/en/general-generator', pl: '/pl/generator-ogolny' }, heading: { en: 'General image generator', pl: 'Ogólny generator obrazów' }, signedIn: true },
  { name: 'object-editor', path: { en: '/en/object-editor', pl: '/pl/edytor-obiektow' }, heading: { en: 'Object editor', pl: 'Edytor obiektów' }, signedIn: true },
  { name: 'upload', path: { en: '/en/upload', pl: '/pl/wgraj' }, heading: { en: 'Upload photos', pl: 'Wgraj zdjęcia' }, text: { en: '0 usable of at least 5', pl: 'Przydatne zdjęcia: 0 z co najmniej 5' }, signedIn: true },
  { name: 'training-missing', path: { en: '/en/upload/00000000-0000-4000-8000-000000000000', pl: '/pl/wgraj/00000000-0000-4000-8000-000000000000' }, heading: { en: 'Training your model', pl: 'Trening modelu' }, text: { en: 'This model does not exist or was deleted.', pl: 'Ten model nie istnieje lub został usunięty.' }, signedIn: true },
  { name: 'account-models', path: { en: '/en/account?tab=models', pl: '/pl/konto?tab=models' }, heading: { en: 'Account', pl: 'Konto' }, text: { en: 'You have no AI models yet. Upload a few selfies to train your first one.', pl: 'Nie masz jeszcze modeli AI. Wgraj kilka selfie, aby wytrenować pierwszy.' }, signedIn: true },
  { name: 'account-subscription', path: { en: '/en/account?tab=subscription', pl: '/pl/konto?tab=subscription' }, heading: { en: 'Account', pl: 'Konto' }, text: { en: 'You are on the free plan: buy a credit package whenever you need one, or subscribe for new credits every month.', pl: 'Korzystasz z planu darmowego: kup pakiet kredytów, kiedy go potrzebujesz, albo wykup subskrypcję i otrzymuj nowe kredyty co miesiąc.' }, signedIn: true },
  { name: 'account-usage', path: { en: '/en/account?tab=usage', pl: '/pl/konto?tab=usage' }, heading: { en: 'Account', pl: 'Konto' }, text: { en: 'Credits per day', pl: 'Kredyty dziennie' }, signedIn: true },
  { name: 'account-team', path: { en: '/en/account?tab=team', pl: '/pl/konto?tab=team' }, heading: { en: 'Account', pl: 'Konto' }, text: { en: 'Work together in a team', pl: 'Pracujcie razem w zespole' }, signedIn: true },
  { name: 'account-api', path: { en: '/en/account?tab=api', pl: '/pl/konto?tab=api' }, heading: { en: 'Account', pl: 'Konto' }, text: { en: 'You have no API keys yet.', pl: 'Nie masz jeszcze kluczy API.' }, signedIn: true },
  { name: 'favorites', path: { en: '/en/favorites', pl: '/pl/ulubione' }, heading: { en: 'Favorites', pl: 'Ulubione' }, signedIn: true },
  { name: 'my-photos', path: { en: '/en/my-photos', pl: '/pl/moje-zdjecia' }, heading: { en: 'My photos', pl: 'Moje zdjęcia' }, signedIn: true },
  { name: 'payment-success', path: same('/payment-success'), heading: { en: 'Payment status', pl: 'Status płatności' }, signedIn: true },
  { name: 'admin-forbidden', path: same('/admin'), heading: { en: 'Access denied', pl: 'Brak dostępu' }, signedIn: true },
];

/**
 * One language's tour of every screen, in the light and the dark theme: each screen shows its heading, the
 * page has the right language and theme and logs no errors, and a screenshot of it lands in the shots folder.
 * Signed-in screens also pass axe-core's WCAG A/AA rules with no serious or critical violation (every screen's
 * findings are gathered, then reported together).
 * Registers its own server and browser (beforeAll/afterAll); returns an accessor for further tests in the file.
 */
export function screenTour(lang: Lang): () => E2e {
  let e2e: E2e;
  let session: { token: string; refreshToken: string };

  beforeAll(async () => {
    e2e = await startE2e();
    const user = await createConfirmedUser(e2e.url, { fullName: 'Zofia Wiśniewska-Kowalczyk', locale: lang });
    const res = await fetch(`${e2e.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    session = (await res.json()).data;
  });
  afterAll(() => e2e?.close());

  describe(`every screen in ${lang}`, () => {
    it.each(['light', 'dark'] as const)('renders its heading in the %s theme without console errors', async (theme: Theme) => {
      const signedOut = await openPage(e2e, { lang, theme });
      const signedIn = await openPage(e2e, { lang, theme });
      await signedIn.context.addInitScript((s) => {
        localStorage.setItem('kadr.token', s.token);
        localStorage.setItem('kadr.refreshToken', s.refreshToken);
      }, session);
      try {
        const loaded = new Set<TrackedPage>();
        const violations: string[] = [];
        for (const screen of screens) {
          const tracked = screen.signedIn ? signedIn : signedOut;
          const { page } = tracked;
          // One full load per page (the server's deep-link answer), then in-app navigation. A visitor's public pages
          // are documents, not hydrated (client/src/islands.ts): signed out, every screen is a load of its own.
          if (loaded.has(tracked) && screen.signedIn) await navigate(page, screen.path[lang]);
          else await page.goto(screen.path[lang]);
          loaded.add(tracked);
          await expectHeading(page, screen.heading[lang]);
          if (screen.text) await page.getByText(screen.text[lang], { exact: true }).waitFor();
          // The stored theme is applied to <html> before paint and kept by the app.
          expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await screenshot(page, `${screen.name}-${lang}-${theme}`);
          if (screen.signedIn) violations.push(...(await seriousA11yViolations(page, { context: `${screen.name} (${lang}, ${theme})` })));
        }
        expect(violations, 'serious or critical accessibility violations').toEqual([]);
        expect(signedOut.problems()).toEqual([]);
        expect(signedIn.problems()).toEqual([]);
      } finally {
        await signedOut.close();
        await signedIn.close();
      }
    });
  });

  return () => e2e;
}

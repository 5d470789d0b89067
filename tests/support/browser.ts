import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { expect } from 'vitest';
import { spawnServer, type RunningServer } from './spawn-server';

export type { Browser, BrowserContext, Page } from 'playwright-core';

export type Lang = 'en' | 'pl';
export type Theme = 'light' | 'dark';

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where screenshots go; look at them after a run. */
/** The window sizes the browser tests look at: a desktop (the default of every page) and a phone. */
export const desktopViewport = { width: 1280, height: 800 };
export const phoneViewport = { width: 390, height: 844 };

export const shotsDir = process.env.KADR_SHOTS_DIR ?? '/tmp/kadr-shots';

/** Headless Chromium as the browser tests run it (CHROMIUM_PATH, else the system's). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/** One e2e file's world: the real product (`npm start`) and a headless Chromium. */
export interface E2e {
  server: RunningServer;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export async function startE2e(env: Record<string, string> = {}): Promise<E2e> {
  const [started, launched] = await Promise.allSettled([spawnServer(env), launchBrowser()]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    // Whichever half did start must not outlive the failed setup.
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  return {
    server,
    browser,
    url: server.url,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** A page in its own browser context that records console errors, uncaught exceptions and 5xx answers. */
export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and 5xx answers seen so far. */
  problems(): string[];
  /** Requests to a path (e.g. '/api/auth/refresh') seen so far. */
  requests(path: string): Request[];
  close(): Promise<void>;
}

export async function openPage(
  e2e: E2e,
  { lang = 'en', theme = 'light' }: { lang?: Lang; theme?: Theme } = {},
): Promise<TrackedPage> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.url,
    locale: lang === 'pl' ? 'pl-PL' : 'en-US',
    colorScheme: theme,
    viewport: desktopViewport,
  });
  // The stored theme preference wins over the system scheme; set it so screenshots show the wanted theme.
  await context.addInitScript((t) => {
    if (!localStorage.getItem('kadr.theme')) localStorage.setItem('kadr.theme', t);
  }, theme);
  // What a locator waits for: a rendered heading after a page load may take more than 10 s on a two-core machine
  // running a bench beside the suite (measured: the generator's first heading of a file, the browser and the server
  // both just started, under a load average of 11). The wait ends as soon as the element is there.
  context.setDefaultTimeout(30_000);
  // A page load waits for every resource; right after a start the embedded engine draws the style previews in the
  // server process and can hold it for seconds at a time on a busy machine.
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const seen: Request[] = [];
  page.on('console', (msg) => {
    // Chromium logs every 4xx answer as an error; those are ordinary answers (wrong password, used link).
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => seen.push(req));
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`HTTP ${res.status()} ${res.url()}`);
  });
  return {
    page,
    context,
    problems: () => [...problems],
    requests: (path) => seen.filter((r) => new URL(r.url()).pathname === path),
    close: () => context.close(),
  };
}

/**
 * Client-side navigation, as an in-app link does it (history entry + popstate for the router): no reload,
 * so a screen tour stays fast. Use page.goto where the server's answer for a deep link matters.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the page's pathname is `path` (client-side navigations included); fails after the timeout. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}

/**
 * Waits until React has hydrated a prerendered page: the header's controls that need scripts (the theme, the phone
 * menu) are enabled. Before that a link is a plain link: it works, without what scripts add to it (the language
 * switcher keeps the query only once hydrated).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('header button')];
    return buttons.length > 0 && buttons.every((button) => !button.disabled);
  });
}

/** Waits until the page's single h1 reads `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.waitFor();
  await expect.poll(() => h1.innerText()).toBe(text);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  // Fonts first, so the picture shows the real text metrics.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/** Waits for the animations that end (dialogs, toasts fading in), so a screenshot shows the settled screen. */
export const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/** Fails unless the page fits its window: nothing wider than the screen, no sideways scrolling. */
export async function expectFitsWidth(page: Page, name: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: innerWidth }));
  expect(widths.page, `${name} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Shows the page at phone width: it must fit; a screenshot named `shot`; then back to the desktop size.
 * `atPhone` waits for what the narrower page loads before the picture.
 */
export async function atPhoneWidth(page: Page, shot: string, atPhone?: () => Promise<unknown>): Promise<void> {
  await page.setViewportSize(phoneViewport);
  await atPhone?.();
  // From the top: a full-page picture of a scrolled page draws the sticky header over the content.
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await expectFitsWidth(page, shot);
  await expectOneRowHeader(page, shot);
  await screenshot(page, shot);
  await page.setViewportSize(desktopViewport);
}

/** On a phone the sticky header is one row (it was three, a third of the screen, on every page). */
export async function expectOneRowHeader(page: Page, name: string): Promise<void> {
  // The element, not the role: an open modal dialog hides the page's banner from the accessibility tree.
  const height = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().height);
  expect(height, `${name}: header height`).toBeLessThanOrEqual(72);
}

/** Screenshots `<name>-desktop`, then `<name>-mobile` at phone width (see atPhoneWidth). */
export async function shootDesktopAndPhone(page: Page, name: string, atPhone?: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  await atPhoneWidth(page, `${name}-mobile`, atPhone);
}

/** A toast (not the same words on the page itself). */
export const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

/** The header's text, where the credit balance shows. */
export const balance = (page: Page) => page.getByRole('banner').innerText();

/** Every frame the page's GraphQL socket received, as text. */
export function socketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload))));
  return frames;
}

/** The REST facade as a script would use it: answers the envelope's data, throws on any other status than 2xx. */
export async function restData(baseUrl: string, path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const form = body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body && !form ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

/** Polls `probe` until it returns a value (not undefined), or fails after `timeoutMs`. Usable outside tests. */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The newest mail of a kind sent to an address, read from the dev mailbox. */
export function mailFromOutbox(baseUrl: string, to: string, kind: string): Promise<OutboxMail> {
  return until(async () => {
    const res = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as OutboxMail[];
    return mails.find((m) => m.kind === kind);
  }, `a ${kind} mail to ${to}`);
}

/** The link in that mail. */
export async function linkFromMailbox(baseUrl: string, to: string, kind: string): Promise<URL> {
  const mail = await mailFromOutbox(baseUrl, to, kind);
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`the ${kind} mail to ${to} has no link`);
  return new URL(match[0]);
}

let counter = 0;
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

/** An account created and confirmed through the REST facade, for tests that are not about registration. */
export async function createConfirmedUser(
  baseUrl: string,
  { email = freshEmail('user'), password = 'secret-pass', fullName = 'Anna Nowak', locale = 'en' }: Partial<Record<'email' | 'password' | 'fullName' | 'locale', string>> = {},
) {
  const reg = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, fullName, locale }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const link = await linkFromMailbox(baseUrl, email, 'confirm_email');
  const confirmed = await fetch(`${baseUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm-email answered ${confirmed.status}`);
  return { email, password, fullName };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form control labelled exactly `label` (a required field's label also holds its "*" marker). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Fills the login form of the current page and submits it. */
export async function submitLogin(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const t = texts[lang];
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await page.locator('main').getByRole('button', { name: t.loginSubmit }).click();
}

/** Fills the registration form of the current page (terms accepted) and submits it. */
export async function submitRegistration(page: Page, lang: Lang, who: { fullName: string; email: string; password: string }): Promise<void> {
  const t = texts[lang];
  await field(page, t.fullName).fill(who.fullName);
  await field(page, t.email).fill(who.email);
  await field(page, t.password).fill(who.password);
  await field(page, t.confirmPassword).fill(who.password);
  await page.getByRole('checkbox', { name: t.acceptTerms }).check();
  await page.locator('main').getByRole('button', { name: t.registerSubmit }).click();
}

/** UI texts the tests look for, per language (the spec's and the locale files' wording). */
export const texts = {
  en: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    fullName: 'Full name',
    loginTitle: 'Log in',
    loginSubmit: 'Log in',
    registerTitle: 'Create your account',
    registerSubmit: 'Create account',
    headerRegister: 'Sign up',
    acceptTerms: 'I accept the terms of service and the privacy policy',
    confirmNoticeTitle: 'Check your inbox',
    confirmEmailTitle: 'Email confirmation',
    confirmed: 'Your email address is confirmed. You can now log in.',
    goToLogin: 'Go to log in',
    dashboardTitle: 'Dashboard',
    profileCard: 'Your profile',
    credits: (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`,
    welcome: (name: string) => `Welcome, ${name}!`,
    logout: 'Log out',
    mainNav: 'Main navigation',
    menu: 'Menu',
    userNav: ['Dashboard', 'Headshots', 'Videos', 'My photos', 'Favorites', 'Pricing'],
    loggedOut: 'You have been logged out.',
    heroTitle: 'Professional headshots from your selfies',
    accountTitle: 'Account',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been moved.',
    home: 'Go to the home page',
    sessionExpired: 'Your session has expired. Please log in again.',
    validation: {
      allFieldsRequired: 'All fields are required',
      nameRequired: 'Name is required',
      emailInvalid: 'Please enter a valid email address',
      passwordTooShort: 'Password must be at least 6 characters',
      passwordsDoNotMatch: 'Passwords do not match',
      termsRequired: 'You must accept the terms and conditions',
    },
  },
  pl: {
    email: 'E-mail',
    password: 'Hasło',
    confirmPassword: 'Potwierdź hasło',
    fullName: 'Imię i nazwisko',
    loginTitle: 'Zaloguj się',
    loginSubmit: 'Zaloguj się',
    registerTitle: 'Załóż konto',
    registerSubmit: 'Załóż konto',
    headerRegister: 'Załóż konto',
    acceptTerms: 'Akceptuję regulamin i politykę prywatności',
    confirmNoticeTitle: 'Sprawdź skrzynkę odbiorczą',
    confirmEmailTitle: 'Potwierdzenie adresu e-mail',
    confirmed: 'Adres e-mail został potwierdzony. Możesz się teraz zalogować.',
    goToLogin: 'Przejdź do logowania',
    dashboardTitle: 'Pulpit',
    profileCard: 'Twój profil',
    credits: (n: number) => `${n} ${n === 1 ? 'kredyt' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'kredyty' : 'kredytów'}`,
    welcome: (name: string) => `Witaj, ${name}!`,
    logout: 'Wyloguj się',
    mainNav: 'Nawigacja główna',
    menu: 'Menu',
    userNav: ['Pulpit', 'Zdjęcia AI', 'Wideo', 'Moje zdjęcia', 'Ulubione', 'Cennik'],
    loggedOut: 'Wylogowano.',
    heroTitle: 'Profesjonalne zdjęcia profilowe z Twoich selfie',
    accountTitle: 'Konto',
    notFoundTitle: 'Nie znaleziono strony',
    notFoundText: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    home: 'Przejdź na stronę główną',
    sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    validation: {
      allFieldsRequired: 'Wszystkie pola są wymagane',
      nameRequired: 'Imię i nazwisko są wymagane',
      emailInvalid: 'Podaj prawidłowy adres e-mail',
      passwordTooShort: 'Hasło musi mieć co najmniej 6 znaków',
      passwordsDoNotMatch: 'Hasła nie są zgodne',
      termsRequired: 'Musisz zaakceptować regulamin',
    },
  },
} as const;

/** Localized slugs of spec §2 the flows visit (login and register are the same in both languages). */
export const slugs = {
  dashboard: { en: 'dashboard', pl: 'pulpit' },
  account: { en: 'account', pl: 'konto' },
  myPhotos: { en: 'my-photos', pl: 'moje-zdjecia' },
  login: { en: 'login', pl: 'login' },
  register: { en: 'register', pl: 'register' },
} as const;

export const pathFor = (screen: keyof typeof slugs, lang: Lang) => `/${lang}/${slugs[screen][lang]}`;

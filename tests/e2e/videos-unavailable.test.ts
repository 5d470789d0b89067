import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e, type Lang } from '../support/browser';
import { registerSession, signedInPage } from '../support/e2e-users';

// A server whose video tools cannot run (FFMPEG_PATH names no file): the dashboard does not offer videos and the
// video screen says why, in both languages, before anyone can spend a credit on one.
const words = {
  en: { dashboard: '/en/dashboard', video: '/en/video-generator', button: 'Generate videos', short: 'Not available on this server right now.', title: 'Videos cannot be made on this server right now' },
  pl: { dashboard: '/pl/pulpit', video: '/pl/generator-wideo', button: 'Generuj filmy', short: 'Teraz niedostępne na tym serwerze.', title: 'Na tym serwerze nie można teraz tworzyć filmów' },
} as const;

describe('a server that cannot make videos', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ FFMPEG_PATH: '/nonexistent/bin/ffmpeg', REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20' });
  });
  afterAll(() => e2e?.close());

  it.each(['en', 'pl'] as Lang[])('%s: the dashboard offers no video and the video screen says why', async (lang) => {
    const session = await registerSession(e2e, { email: `novideo-${lang}@example.com`, password: 'secret1!', fullName: 'No Video', lang });
    const { page, problems, close } = await signedInPage(e2e, lang, session);
    try {
      const w = words[lang];
      await page.goto(w.dashboard);
      const quick = page.getByRole('region', { name: lang === 'en' ? 'Quick access' : 'Szybki dostęp' });
      await expect.poll(() => quick.innerText()).toContain(w.short);
      const videoButton = quick.getByRole('button', { name: w.button });
      expect(await videoButton.isDisabled()).toBe(true);
      expect(await quick.getByRole('link', { name: w.button }).count()).toBe(0);

      await page.goto(w.video);
      await page.getByText(w.title).waitFor();
      expect(await page.getByRole('button', { name: lang === 'en' ? 'Generate video' : /Generuj film/ }).count()).toBe(0);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

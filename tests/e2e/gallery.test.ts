import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSamples, SAMPLE_PEOPLE, SAMPLE_SIDE, SAMPLE_STYLES, samplesNote } from '@kadr/client/content/samples/index';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, expectPath, freshEmail, openPage, restData, screenshot, settled, shootDesktopAndPhone, startE2e, toast, until, type E2e, type Lang, type Page } from '../support/browser';

// Sign-up gives 20 credits, training is free: 3 photos + a video take 8. The public part of the page (the styles with
// the engine's samples, made at setup by scripts/make-samples.ts, and the costs) is static: no server data.
const env = {
  REQUIRE_EMAIL_CONFIRMATION: 'false',
  SIGNUP_BONUS_CREDITS: '20',
  TRAINING_COST_CREDITS: '0',
};

interface Session {
  token: string;
  refreshToken: string;
}

interface RestImage {
  id: string;
  identityScore: number | null;
}

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

/** The REST facade as a script would use it; answers the envelope's data. */
const rest = (path: string, options?: Parameters<typeof restData>[2]) => restData(e2e.url, path, options);

async function signUp(tag: string): Promise<Session> {
  const session = await rest('/api/auth/register', { method: 'POST', body: { email: freshEmail(tag), password: 'sekret-123', fullName: 'Ewa Zając', locale: 'en' } });
  return { token: session.token, refreshToken: session.refreshToken };
}

/** Polls a job until it has ended; fails unless it succeeded. */
async function finished(path: string, token: string, what: string) {
  const job = await until(async () => {
    const current = await rest(path, { token });
    return ['succeeded', 'failed'].includes(current.status) ? current : undefined;
  }, what, 120_000);
  if (job.status !== 'succeeded') throw new Error(`${what} ended ${job.status}: ${job.errorMessage}`);
  return job;
}

/** A user with a trained model, three headshots and a 3-second video of the first one, all through REST. */
async function userWithGallery(): Promise<Session> {
  const session = await signUp('gallery');
  const { token } = session;
  const { modelId } = await rest('/api/ai/models', { method: 'POST', body: { name: null }, token });
  await rest(`/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(await onePersonSelfies()), token });
  await rest(`/api/ai/models/${modelId}/train`, { method: 'POST', body: {}, token });
  await until(async () => ((await rest(`/api/ai/models/${modelId}`, { token })).training_status === 'succeeded' ? true : undefined), 'the training', 150_000);
  // The six selfies are three distinct photos and their mirrored copies, and the training keeps one photo out to
  // measure likeness on (issue #31): a job has two distinct photos left to make images from, so three come from two jobs.
  const photos = await rest('/api/ai/headshots/generate', { method: 'POST', body: { prompt: 'professional headshot, grey background', style: 'professional', numberOfImages: 2 }, token });
  const job = await finished(`/api/ai/headshots/jobs/${photos.jobId}`, token, 'the headshots');
  const more = await rest('/api/ai/headshots/generate', { method: 'POST', body: { prompt: 'professional headshot, grey background', style: 'professional', numberOfImages: 1 }, token });
  await finished(`/api/ai/headshots/jobs/${more.jobId}`, token, 'the third headshot');
  const video = await rest('/api/ai/videos/generate', { method: 'POST', body: { prompt: 'calm, soft light', style: 'professional', duration: 3, sourceImageId: job.images[0].id }, token });
  await finished(`/api/ai/videos/jobs/${video.jobId}`, token, 'the video');
  return session;
}

/** The texts of the gallery per language (the locale files' wording). */
const x = {
  en: {
    path: '/en/gallery',
    title: 'Gallery',
    metaTitle: 'Sample headshots in every style — Kadr',
    stylesTitle: 'Styles you can choose',
    noteTitle: 'How these samples were made',
    styles: [['Professional', 'Neutral studio look on a soft grey backdrop.'], ['Studio grey', 'Classic light-grey studio backdrop with a gentle vignette.']],
    alt: 'Headshot of a woman with dark wavy hair in the “Professional” style, made by Kadr’s engine',
    costs: { standardPhoto: '1 credit', highQualityPhoto: '2 credits', shortVideo: '5 credits' },
    byProfession: 'Which style suits your profession',
    byProfessionPath: '/en/ai-headshots',
    register: 'Sign up and start',
    registerPath: '/en/register',
    retry: 'Try again',
    yours: 'Your gallery',
    manage: 'Manage in My photos',
    myPhotosPath: '/en/my-photos',
    generate: 'Generate headshots',
    generatorPath: '/en/generator',
    video: 'Generate a video',
    videoPath: '/en/video-generator',
    sortLabel: 'Sort photos',
    open: (n: number) => `Open photo ${n}`,
    lightboxTitle: (n: number, of: number) => `Photo ${n} of ${of}`,
    match: /^Identity match \d+%$/,
    photosCount: '3 photos',
    videosCount: '1 video',
    deleteVideo: 'Delete video',
    empty: 'Your gallery is empty. Generate your first headshots and they will appear here.',
    photosFailed: 'Failed to load images. Please try again.',
  },
  pl: {
    path: '/pl/galeria',
    title: 'Galeria',
    metaTitle: 'Przykładowe zdjęcia w każdym stylu — Kadr',
    stylesTitle: 'Style do wyboru',
    noteTitle: 'Jak powstały te przykłady',
    styles: [['Profesjonalny', 'Neutralne studyjne ujęcie na miękkim szarym tle.'], ['Szare studio', 'Klasyczne jasnoszare tło studyjne z delikatną winietą.']],
    alt: 'Portret kobiety z ciemnymi falowanymi włosami w stylu „Profesjonalny”, wykonany przez silnik Kadr',
    costs: { standardPhoto: '1 kredyt', highQualityPhoto: '2 kredyty', shortVideo: '5 kredytów' },
    byProfession: 'Który styl pasuje do Twojego zawodu',
    byProfessionPath: '/pl/zdjecia-biznesowe-ai',
    register: 'Załóż konto i zacznij',
    registerPath: '/pl/register',
    retry: 'Spróbuj ponownie',
    yours: 'Twoja galeria',
    manage: 'Zarządzaj w Moich zdjęciach',
    myPhotosPath: '/pl/moje-zdjecia',
    generate: 'Generuj zdjęcia profilowe',
    generatorPath: '/pl/generator-zdjec-profilowych',
    video: 'Generuj film',
    videoPath: '/pl/generator-wideo',
    sortLabel: 'Sortuj zdjęcia',
    open: (n: number) => `Otwórz zdjęcie ${n}`,
    lightboxTitle: (n: number, of: number) => `Zdjęcie ${n} z ${of}`,
    match: /^Zgodność z Twoją twarzą: \d+%$/,
    photosCount: '3 zdjęcia',
    videosCount: '1 film',
    deleteVideo: 'Usuń film',
    empty: 'Twoja galeria jest pusta. Wygeneruj pierwsze zdjęcia profilowe, a pojawią się tutaj.',
    photosFailed: 'Nie udało się wczytać zdjęć. Spróbuj ponownie.',
  },
} as const;

const tiles = (page: Page) => page.getByTestId('your-gallery').getByTestId('library-image');
const tileIds = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')!));

/**
 * Every engine sample on the page has loaded, from one of the sizes its `srcset` offers (lazy images come in as they
 * are scrolled to; the browser picks the size for the slot, so `naturalWidth` is the slot's); answers the number of
 * style cards.
 */
async function samplesLoaded(page: Page): Promise<number> {
  const images = page.getByTestId('gallery-sample');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        img.evaluate((el: HTMLImageElement) => {
          if (!el.complete || el.naturalWidth === 0) return null;
          const offered = el.srcset.split(',').map((c) => new URL(c.trim().split(' ')[0]!, location.href).href);
          return offered.includes(el.currentSrc) ? 'one of its sizes' : `not offered: ${el.currentSrc}`;
        }),
      )
      .toBe('one of its sizes');
  }
  expect(count).toBe(allSamples().length);
  return page.getByTestId('gallery-style').count();
}

/** Screenshots at desktop and phone width (the samples the narrower page loads included). */
const shoot = (page: Page, name: string) => shootDesktopAndPhone(page, name, () => samplesLoaded(page));

async function signedInPage(lang: Lang, session: Session) {
  const tracked = await openPage(e2e, { lang });
  await tracked.context.addInitScript((s) => {
    localStorage.setItem('kadr.token', s.token);
    localStorage.setItem('kadr.refreshToken', s.refreshToken);
  }, session);
  return tracked;
}

describe.each([['en', 'light'], ['pl', 'dark']] as const)('the gallery signed out in %s (%s theme)', (lang, theme) => {
  const l = x[lang];

  it("shows every style with the engine's samples, how they were made and the costs, and leads to sign-up, with no request for any of it", async () => {
    const { page, problems, requests, close } = await openPage(e2e, { lang, theme });
    try {
      await page.goto(l.path);
      await expectHeading(page, l.title);
      expect(await page.title()).toBe(l.metaTitle);
      await page.getByRole('heading', { name: l.stylesTitle }).waitFor();
      expect(await page.getByTestId('gallery-style').evaluateAll((els) => els.map((e) => e.getAttribute('data-style-id')))).toEqual(
        SAMPLE_STYLES.map((s) => s.id),
      );
      expect(await samplesLoaded(page)).toBe(SAMPLE_STYLES.length);
      for (const [name, description] of l.styles) {
        const card = page.getByTestId('gallery-style').filter({ has: page.getByRole('heading', { name, exact: true }) });
        expect(await card.innerText()).toContain(description);
        // One sample of each person, described in the page's language.
        const alts = await card.getByTestId('gallery-sample').evaluateAll((els) => els.map((e) => e.getAttribute('alt')!));
        expect(alts).toHaveLength(SAMPLE_PEOPLE.length);
        for (const alt of alts) expect(alt).toContain(lang === 'en' ? `“${name}”` : `„${name}”`);
      }
      expect(await page.getByRole('img', { name: l.alt, exact: true }).getAttribute('src')).toBe('/samples/professional-a.webp');
      // Where the samples come from, in plain words, above them.
      const note = page.getByTestId('gallery-samples-note');
      expect(await note.getByRole('heading', { name: l.noteTitle }).count()).toBe(1);
      expect(await note.innerText()).toContain(samplesNote[lang]);
      const [noteTop, cardsTop] = await Promise.all([note.boundingBox(), page.getByTestId('gallery-styles').boundingBox()]);
      expect(noteTop!.y).toBeLessThan(cardsTop!.y);
      for (const [key, value] of Object.entries(l.costs)) {
        expect(await page.getByTestId(`gallery-cost-${key}`).getByTestId('gallery-cost-value').innerText()).toBe(value);
      }
      expect(await page.getByRole('link', { name: l.byProfession }).getAttribute('href')).toBe(l.byProfessionPath);
      await shoot(page, `gallery-signed-out-${lang}-${theme}`);

      // Static data only: no API request for the page's content, no signed-in machinery.
      expect(requests('/graphql')).toEqual([]);
      expect(requests('/api/ai/styles')).toEqual([]);
      expect(await page.getByTestId('your-gallery').count()).toBe(0);

      const cta = page.getByTestId('gallery-cta').getByRole('link', { name: l.register });
      expect(await cta.getAttribute('href')).toBe(l.registerPath);
      await cta.click();
      await expectPath(page, l.registerPath);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is in the HTML the server sends, before any script runs', async () => {
    const res = await fetch(`${e2e.url}${l.path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${l.metaTitle}</title>`);
    expect(html).toContain(samplesNote[lang]);
    for (const sample of allSamples()) expect(html).toContain(`src="${sample.src}"`);
    // Every sample has its size; all but the first card's load when scrolled to.
    const imgs = html.match(/<img [^>]*data-testid="gallery-sample"[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(allSamples().length);
    for (const img of imgs) expect(img).toContain(`width="${SAMPLE_SIDE}" height="${SAMPLE_SIDE}"`);
    expect(imgs.filter((img) => img.includes('loading="lazy"'))).toHaveLength(allSamples().length - SAMPLE_PEOPLE.length);
    // The samples are served as they were made.
    const sample = await fetch(`${e2e.url}${allSamples()[0]!.src}`);
    expect([sample.status, sample.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});

describe('the gallery signed in', () => {
  let session: Session;
  beforeAll(async () => {
    session = await userWithGallery();
  }, 400_000);

  it.each(['en', 'pl'] as const)(
    'shows the photos best match first with the lightbox, and the video playing, above the styles (%s)',
    { timeout: 180_000 },
    async (lang) => {
      const l = x[lang];
      const { page, problems, close } = await signedInPage(lang, session);
      try {
        await page.goto(l.path);
        await expectHeading(page, l.title);
        const yours = page.getByTestId('your-gallery');
        await yours.getByRole('heading', { name: l.yours }).waitFor();
        await expect.poll(() => tiles(page).count()).toBe(3);
        expect(await yours.getByTestId('gallery-photos-count').innerText()).toBe(l.photosCount);
        expect(await yours.getByTestId('gallery-videos-count').innerText()).toBe(l.videosCount);

        // Best identity match first (the gallery's default), the same order the server gives; then newest first.
        const best = ((await rest('/api/ai/headshots?sort=best-match', { token: session.token })) as RestImage[]).map((i) => i.id);
        const newest = ((await rest('/api/ai/headshots', { token: session.token })) as RestImage[]).map((i) => i.id);
        const sort = page.getByRole('combobox', { name: l.sortLabel });
        expect(await sort.inputValue()).toBe('BEST_MATCH');
        await expect.poll(() => tileIds(page)).toEqual(best);
        const scores = (await tiles(page).getByText(/\d+\s*%/).allInnerTexts()).map((t) => Number(/(\d+)\s*%/.exec(t)![1]));
        expect(scores).toHaveLength(3);
        expect(scores).toEqual([...scores].sort((p, q) => q - p));
        await sort.selectOption('NEWEST');
        await expect.poll(() => tileIds(page)).toEqual(newest);
        await sort.selectOption('BEST_MATCH');
        await expect.poll(() => tileIds(page)).toEqual(best);

        // The library's lightbox at the full image.
        await page.getByRole('button', { name: l.open(1) }).click();
        const lightbox = page.getByRole('dialog', { name: l.lightboxTitle(1, 3) });
        await lightbox.waitFor();
        expect(await lightbox.getAttribute('data-image-id')).toBe(best[0]);
        expect(await lightbox.getByTestId('lightbox-match').innerText()).toMatch(l.match);
        await expect.poll(() => lightbox.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1024);
        await settled(page);
        await screenshot(page, `gallery-lightbox-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `gallery lightbox (${lang})`, include: '[role="dialog"]' });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        // The video plays in the page; deleting it is left to the video generator.
        const card = yours.getByTestId('video-card');
        await expect.poll(() => card.count()).toBe(1);
        const player = card.locator('video');
        await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
        expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(2.5);
        await player.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          await v.play();
        });
        await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
        await player.evaluate((v: HTMLVideoElement) => v.pause());
        expect(await card.getByRole('button', { name: l.deleteVideo }).count()).toBe(0);

        // Ways on: managing in My photos, the generators; and the styles below, leading to the generator.
        expect(await yours.getByRole('link', { name: l.manage }).getAttribute('href')).toBe(l.myPhotosPath);
        expect(await yours.getByRole('link', { name: l.video }).getAttribute('href')).toBe(l.videoPath);
        expect(await page.getByTestId('gallery-cta').getByRole('link', { name: l.generate }).getAttribute('href')).toBe(l.generatorPath);
        expect(await page.getByTestId('gallery-cta').getByRole('link', { name: l.register }).count()).toBe(0);
        expect(await samplesLoaded(page)).toBe(SAMPLE_STYLES.length);
        await shoot(page, `gallery-signed-in-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `your gallery (${lang})`, include: '[data-testid="your-gallery"]' });
        expect(problems()).toEqual([]);
      } catch (error) {
        if (error instanceof Error) error.message += `\nbrowser problems: ${JSON.stringify(problems(), null, 1)}`;
        throw error;
      } finally {
        await close();
      }
    },
  );

  it('says so when the photos fail to load, and shows them on retry', async () => {
    const l = x.en;
    const { page, close } = await signedInPage('en', session);
    try {
      await page.route('**/graphql', (route) =>
        route.request().postDataJSON()?.operationName === 'MyPhotos'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }) })
          : route.fallback(),
      );
      await page.goto(l.path);
      await toast(page, l.photosFailed).waitFor();
      const alert = page.getByTestId('your-gallery').getByRole('alert').filter({ hasText: l.photosFailed });
      await alert.waitFor();
      await expectNoSeriousA11yViolations(page, { context: 'your gallery failing to load (en)', include: '[data-testid="your-gallery"]' });
      // The videos still show; the photos come back on retry.
      await expect.poll(() => page.getByTestId('video-card').count()).toBe(1);
      await page.unroute('**/graphql');
      await page.getByTestId('gallery-photos').getByRole('button', { name: l.retry }).click();
      await expect.poll(() => tiles(page).count()).toBe(3);
      expect(await alert.count()).toBe(0);
    } finally {
      await close();
    }
  });

  it.each(['en', 'pl'] as const)('points a user with nothing yet to the generator (%s)', async (lang) => {
    const l = x[lang];
    const { page, problems, close } = await signedInPage(lang, await signUp(`gallery-empty-${lang}`));
    try {
      await page.goto(l.path);
      await expectHeading(page, l.title);
      const empty = page.getByTestId('your-gallery').getByTestId('empty-state');
      await empty.waitFor();
      expect(await empty.innerText()).toContain(l.empty);
      expect(await empty.getByRole('link').getAttribute('href')).toBe(l.generatorPath);
      // Nothing to manage yet: no way to My photos, no empty photo and video lists.
      expect(await page.getByRole('link', { name: l.manage }).count()).toBe(0);
      expect(await page.getByTestId('gallery-photos').count()).toBe(0);
      await expect.poll(() => page.getByTestId('gallery-style').count()).toBe(SAMPLE_STYLES.length);
      await shoot(page, `gallery-empty-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `your gallery, empty (${lang})`, include: '[data-testid="your-gallery"]' });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

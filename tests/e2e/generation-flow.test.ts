import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atPhoneWidth, balance, expectHeading, expectPath, field, freshEmail, openPage, screenshot, settled, socketFrames, startE2e, texts, toast, type E2e, type Lang, type Page } from '../support/browser';
import { waitFor } from '../support/wait';

// Sign-up gives 20 credits; the training takes 10. Then: 2 standard headshots (2), a background change (1) and a
// video (5) leave 2 credits, which 4 high-quality headshots (8) exceed. The style previews are drawn (sync on).
const env = {
  REQUIRE_EMAIL_CONFIRMATION: 'false',
  SIGNUP_BONUS_CREDITS: '20',
  TRAINING_COST_CREDITS: '10',
  BACKGROUND_CHANGE_COST_CREDITS: '1',
  STYLE_PRESETS_SYNC: 'true',
};

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

/** The texts of this flow per language (the locale files' wording). */
const x = {
  en: {
    generator: { path: '/en/generator', title: 'Headshot generator' },
    video: { path: '/en/video-generator', title: 'Video generator' },
    upload: '/en/upload',
    engine: 'No generative AI model runs on this server.',
    textTab: 'Text to image',
    textTabText: 'Describe the background and the mood you want.',
    emptyPrompt: 'Prompt is required',
    noModel: 'You need a trained AI model first. Upload your selfies and train a model, then try again.',
    noModelLink: 'Upload selfies and train a model',
    prompt: 'Prompt',
    count: 'Number of images',
    high: 'High',
    generate1: 'Generate 1 headshot',
    generate2: 'Generate 2 headshots',
    generate4: 'Generate 4 headshots',
    labels: ['Starting', 'Preparing', 'AI processing', 'Rendering', 'Finalizing', 'Completed'],
    mood: 'warm',
    // Background words: "office" is made, "city lights" is a background the engine cannot make (not the person).
    promptText: 'warm light, office with city lights, holding a coffee',
    readingBackground: 'Background: office',
    readingNotes: [
      'city lights — the local engine cannot make this background, so it is left out.',
      'holding a coffee — cannot be done by the local engine: your face, pose, clothing and expression come from your own photos.',
    ],
    totalCost: (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`,
    selectHint: 'Select an image first',
    selectFirst: 'Select image 1',
    changeBackground: 'Change background',
    colour: 'Background colour',
    custom: 'Custom',
    blurMode: 'Blurred background',
    blurStrength: 'Blur strength',
    duration: 'Duration',
    seconds: (n: number) => `${n} seconds`,
    generateVideo: 'Generate video',
    deleteVideo: 'Delete video',
    videoDeleted: 'The video has been deleted.',
    insufficient: 'You need 8 credits but only have 2',
    errorScreen: 'Something went wrong',
  },
  pl: {
    generator: { path: '/pl/generator-zdjec-profilowych', title: 'Generator zdjęć profilowych' },
    video: { path: '/pl/generator-wideo', title: 'Generator wideo' },
    upload: '/pl/wgraj',
    engine: 'Na tym serwerze nie działa żaden generatywny model AI.',
    textTab: 'Tekst na obraz',
    textTabText: 'Opisz tło i nastrój, jakich chcesz.',
    emptyPrompt: 'Prompt jest wymagany',
    noModel: 'Najpierw potrzebujesz wytrenowanego modelu AI. Wgraj selfie i wytrenuj model, a potem spróbuj ponownie.',
    noModelLink: 'Wgraj selfie i wytrenuj model',
    prompt: 'Prompt',
    count: 'Liczba zdjęć',
    high: 'Wysoka',
    generate1: 'Generuj 1 zdjęcie',
    generate2: 'Generuj 2 zdjęcia',
    generate4: 'Generuj 4 zdjęcia',
    labels: ['Uruchamianie', 'Przygotowywanie', 'Przetwarzanie AI', 'Renderowanie', 'Finalizowanie', 'Zakończono'],
    mood: 'ciepły',
    promptText: 'ciepłe światło, biuro, światła miasta, holding a coffee',
    readingBackground: 'Tło: biuro',
    readingNotes: [
      'światła miasta — lokalny silnik nie potrafi zrobić takiego tła, więc je pominięto.',
      'holding a coffee — tego lokalny silnik nie zrobi: twarz, poza, ubranie i mimika pochodzą z Twoich własnych zdjęć.',
    ],
    totalCost: (n: number) => texts.pl.credits(n),
    selectHint: 'Najpierw wybierz zdjęcie',
    selectFirst: 'Wybierz zdjęcie 1',
    changeBackground: 'Zmień tło',
    colour: 'Kolor tła',
    custom: 'Własne',
    blurMode: 'Rozmyte tło',
    blurStrength: 'Siła rozmycia',
    duration: 'Długość',
    seconds: (n: number) => `${n} ${n === 1 ? 'sekunda' : [2, 3, 4].includes(n) ? 'sekundy' : 'sekund'}`,
    generateVideo: 'Generuj film',
    deleteVideo: 'Usuń film',
    videoDeleted: 'Film został usunięty.',
    insufficient: 'Potrzebujesz 8 kredytów, a masz tylko 2',
    errorScreen: 'Coś poszło nie tak',
  },
} as const;

type Session = { token: string; refreshToken: string };

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${e2e.url}${path}`, {
    method,
    headers: { ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/** A user signed up through the REST facade, optionally with a model trained on six selfies (local engine, seconds). */
async function signedUpUser(lang: Lang, { trained }: { trained: boolean }): Promise<Session> {
  const session = await call('POST', '/api/auth/register', { email: freshEmail(`gen-${lang}`), password: 'sekret-123', fullName: 'Anna Nowak', locale: lang });
  if (!trained) return session;
  const { modelId } = await call('POST', '/api/ai/models', { name: null }, session.token);
  await call('POST', `/api/ai/models/${modelId}/photos`, imagesForm(await onePersonSelfies()), session.token);
  await call('POST', `/api/ai/models/${modelId}/train`, {}, session.token);
  await waitFor(
    async () => {
      const model = await call('GET', `/api/ai/models/${modelId}`, undefined, session.token);
      if (model.training_status === 'failed') throw new Error('the training failed');
      return model.training_status === 'succeeded';
    },
    { what: 'the training to succeed', timeoutMs: 240_000, intervalMs: 300 },
  );
  return session;
}

async function signedInPage(lang: Lang, theme: 'light' | 'dark', session: Session) {
  const tracked = await openPage(e2e, { lang, theme });
  await tracked.context.addInitScript((s) => {
    localStorage.setItem('kadr.token', s.token);
    localStorage.setItem('kadr.refreshToken', s.refreshToken);
  }, session);
  return tracked;
}

/** Records every text a progress label shows, in order, from now on (a MutationObserver: nothing is missed). */
async function recordLabels(page: Page, testId: string): Promise<() => Promise<string[]>> {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[`labels:${id}`] = seen;
    const read = () => {
      const text = document.querySelector(`[data-testid="${id}-label"]`)?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, testId);
  return () => page.evaluate((id) => (window as unknown as Record<string, string[]>)[`labels:${id}`] ?? [], testId);
}

/** The labels were shown in the spec's order (some may pass too quickly to render), from starting to completed. */
function expectLabelsInOrder(seen: string[], labels: readonly string[]) {
  expect(seen[0]).toBe(labels[0]);
  expect(seen.at(-1)).toBe(labels.at(-1));
  expect(seen.length).toBeGreaterThanOrEqual(3);
  const positions = seen.map((label) => labels.indexOf(label));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe.each([['en', 'light'], ['pl', 'dark']] as const)('generating in %s (%s theme)', (lang, theme) => {
  const t = texts[lang];
  const l = x[lang];

  it('without a trained model, the generators say so and link to the upload screen', async () => {
    const { page, problems, close } = await signedInPage(lang, theme, await signedUpUser(lang, { trained: false }));
    try {
      for (const screen of [l.generator, l.video]) {
        await page.goto(screen.path);
        await expectHeading(page, screen.title);
        const notice = page.getByTestId('no-model');
        await notice.waitFor();
        expect(await notice.innerText()).toContain(l.noModel);
        expect(await notice.getByRole('link', { name: l.noModelLink }).getAttribute('href')).toBe(l.upload);
        await expectNoSeriousA11yViolations(page, { context: `${screen.title} without a model (${lang}, ${theme})` });
      }
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it(
    'generates twice in a row on the same page, then goes through every header link without the error screen',
    { timeout: 300_000 },
    async () => {
      const { page, problems, close } = await signedInPage(lang, theme, await signedUpUser(lang, { trained: true }));
      try {
        await page.goto(l.generator.path);
        await expectHeading(page, l.generator.title);
        const form = page.getByTestId('headshot-form');
        await form.waitFor();
        const results = page.getByTestId('job-results');
        const jobIds: string[] = [];
        for (const prompt of ['white background', 'warm light, office background']) {
          await field(page, l.prompt).fill(prompt);
          await form.getByRole('button', { name: l.generate1 }).click();
          // A new job replaces the last one's results; wait for this one by its id, then for its image.
          await expect.poll(() => results.getAttribute('data-job-id')).not.toBe(jobIds.at(-1) ?? null);
          jobIds.push((await results.getAttribute('data-job-id'))!);
          const progress = page.getByTestId('headshot-progress');
          await expect.poll(() => progress.getAttribute('data-status'), { timeout: 120_000, interval: 200 }).toBe('succeeded');
          await expect.poll(() => page.getByTestId('job-images').getByTestId('generated-image').count()).toBe(1);
          expect(await page.getByText(l.errorScreen).count()).toBe(0);
        }
        expect(new Set(jobIds).size).toBe(2);
        await expect.poll(() => balance(page)).toContain(t.credits(8));
        await expect.poll(() => page.getByTestId('recent-images').getByTestId('generated-image').count()).toBe(2);

        // Then every header link, clicked as a user does (client-side navigation, no reload).
        const nav = page.getByRole('navigation', { name: t.mainNav });
        const links = nav.getByRole('link');
        expect(await links.allInnerTexts()).toEqual([...t.userNav]);
        for (let i = 0; i < t.userNav.length; i++) {
          const href = (await links.nth(i).getAttribute('href'))!;
          await links.nth(i).click();
          await expectPath(page, href);
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect(await page.getByText(l.errorScreen).count(), `after ${href}`).toBe(0);
        }
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it(
    'generates 2 headshots live, changes a background, makes and plays a 3 s video, and refuses what the credits do not cover',
    { timeout: 300_000 },
    async () => {
      const { page, problems, close } = await signedInPage(lang, theme, await signedUpUser(lang, { trained: true }));
      const frames = socketFrames(page);
      try {
        await page.goto(l.generator.path);
        await expectHeading(page, l.generator.title);
        const form = page.getByTestId('headshot-form');
        await form.waitFor();
        expect(await page.locator('main').innerText()).toContain(l.engine);
        await expect.poll(() => balance(page)).toContain(t.credits(10));
        // The style picker shows every preset with its preview.
        await expect.poll(() => page.getByTestId('style-picker').locator('img').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
        await expectNoSeriousA11yViolations(page, { context: `generator, image-to-image tab (${lang}, ${theme})` });

        // Both tabs drive the same form; the open one is in the address.
        await page.getByRole('tab', { name: l.textTab }).click();
        await page.getByText(l.textTabText).waitFor();
        expect(new URL(page.url()).searchParams.get('mode')).toBe('text-to-image');

        // An empty prompt is refused with the spec's message, on the field and as a toast.
        await form.getByRole('button', { name: l.generate1 }).click();
        await form.getByText(l.emptyPrompt).waitFor();
        await toast(page, l.emptyPrompt).waitFor();
        await expectNoSeriousA11yViolations(page, { context: `generator, text-to-image tab with the prompt error (${lang}, ${theme})` });

        // Two headshots: the total is shown before generating.
        await field(page, l.prompt).fill(l.promptText);
        await page.getByRole('radiogroup', { name: l.count }).getByText('2', { exact: true }).click();
        await expect.poll(() => page.getByTestId('total-cost').first().innerText()).toBe(l.totalCost(2));
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        // From here the header's balance is never re-read (GET /api/auth/me): it follows the creditsChanged event.
        const userReads: string[] = [];
        page.on('request', (request) => void (new URL(request.url()).pathname === '/api/auth/me' && userReads.push(request.url())));
        const labels = await recordLabels(page, 'headshot-progress');
        await form.getByRole('button', { name: l.generate2 }).click();

        // Progress through the spec's labels, live, then two new images without a reload.
        const progress = page.getByTestId('headshot-progress');
        await expect.poll(() => progress.getAttribute('data-status'), { timeout: 120_000, interval: 200 }).toBe('succeeded');
        expectLabelsInOrder(await labels(), l.labels);
        const fresh = page.getByTestId('job-images').getByTestId('generated-image');
        await expect.poll(() => fresh.count()).toBe(2);
        await expect.poll(() => fresh.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(2);
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
        expect(frames.some((f) => f.includes('"headshotJobUpdated"'))).toBe(true);
        // What the engine took from the prompt, and what it could not do, in the UI language.
        const reading = await page.getByTestId('prompt-reading').innerText();
        expect(reading).toContain(l.mood);
        expect(reading).toContain(l.readingBackground);
        expect(await page.getByTestId('prompt-notes').getByRole('listitem').allInnerTexts()).toEqual(l.readingNotes);
        await expect.poll(() => balance(page)).toContain(t.credits(8));
        expect(frames.some((f) => f.includes('"creditsChanged"') && f.includes('"creditsBalance":8'))).toBe(true);
        expect(userReads).toEqual([]);
        // The recent headshots below list them too.
        await expect.poll(() => page.getByTestId('recent-images').getByTestId('generated-image').count()).toBe(2);
        await settled(page);
        await screenshot(page, `generator-done-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `generator with two headshots (${lang}, ${theme})` });

        // Background change: impossible until an image is selected, then a solid colour on the selected one.
        const panel = page.getByTestId('background-panel');
        const change = panel.getByRole('button', { name: l.changeBackground });
        expect(await change.isDisabled()).toBe(true);
        expect(await panel.getByTestId('background-hint').innerText()).toBe(l.selectHint);
        await fresh.first().getByRole('button', { name: l.selectFirst }).click();
        await expect.poll(() => fresh.first().getAttribute('data-selected')).toBe('true');
        // Custom backgrounds are marked coming soon and cannot be chosen.
        expect(await panel.getByRole('radio', { name: new RegExp(`^${l.custom}`) }).isDisabled()).toBe(true);
        if (lang === 'en') await panel.getByLabel(l.colour).fill('#1e3a8a');
        else {
          // A blurred background, as strong as it goes.
          await panel.getByText(l.blurMode, { exact: true }).click();
          const strength = panel.getByRole('slider', { name: l.blurStrength });
          await strength.focus();
          await strength.press('End');
          await expect.poll(() => panel.getByTestId('blur-strength-value').innerText()).toBe('100');
        }
        expect(await change.isDisabled()).toBe(false);
        await change.click();
        const backgroundProgress = panel.getByTestId('background-progress');
        await expect.poll(() => backgroundProgress.getAttribute('data-status'), { timeout: 60_000, interval: 200 }).toBe('succeeded');
        await expect.poll(() => panel.getByTestId('background-result').locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        await expect.poll(() => balance(page)).toContain(t.credits(7));
        await expect.poll(() => page.getByTestId('recent-images').getByTestId('generated-image').count()).toBe(3);
        await settled(page);
        await screenshot(page, `generator-background-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `generator with a changed background (${lang}, ${theme})` });

        // The same screen at phone width, without sideways scrolling.
        await atPhoneWidth(page, `generator-mobile-${lang}-${theme}`);

        // A 3-second standard video (5 credits), followed live, then played in the page.
        await page.goto(l.video.path);
        await expectHeading(page, l.video.title);
        const videoForm = page.getByTestId('video-form');
        await videoForm.waitFor();
        await field(page, l.prompt).fill('calm and confident');
        const duration = page.getByRole('slider', { name: l.duration });
        await duration.focus();
        await duration.press('Home');
        await expect.poll(() => page.getByTestId('video-duration-value').innerText()).toBe(l.seconds(3));
        expect(await page.getByTestId('video-duration').innerText()).toContain(l.seconds(10));
        await expect.poll(() => videoForm.getByTestId('total-cost').innerText()).toBe(l.totalCost(5));
        const videoLabels = await recordLabels(page, 'video-progress');
        await videoForm.getByRole('button', { name: l.generateVideo }).click();
        const videoProgress = page.getByTestId('video-progress');
        await expect.poll(() => videoProgress.getAttribute('data-status'), { timeout: 120_000, interval: 200 }).toBe('succeeded');
        expectLabelsInOrder(await videoLabels(), l.labels);
        const player = page.getByTestId('video-player');
        await expect.poll(() => player.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
        const length = await player.evaluate((v) => (v as HTMLVideoElement).duration);
        expect(length).toBeGreaterThan(2.5);
        expect(length).toBeLessThan(3.5);
        await player.evaluate(async (v) => {
          const video = v as HTMLVideoElement;
          video.muted = true;
          await video.play();
        });
        await expect.poll(() => player.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThan(0.2);
        await expect.poll(() => balance(page)).toContain(t.credits(2));
        const card = page.getByTestId('video-card');
        await expect.poll(() => card.count()).toBe(1);
        await settled(page);
        await screenshot(page, `video-done-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `video generator with a video (${lang}, ${theme})` });
        await atPhoneWidth(page, `video-mobile-${lang}-${theme}`);

        // Delete it after confirming.
        await card.getByRole('button', { name: l.deleteVideo }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.waitFor();
        await expectNoSeriousA11yViolations(page, { context: `delete video confirmation (${lang}, ${theme})` });
        await confirm.getByRole('button', { name: l.deleteVideo }).click();
        await toast(page, l.videoDeleted).waitFor();
        await expect.poll(() => card.count()).toBe(0);

        // Four high-quality headshots need 8 credits; 2 are left: the spec's message with the numbers filled in.
        await page.goto(l.generator.path);
        await form.waitFor();
        await field(page, l.prompt).fill('bright studio portrait');
        await page.getByTestId('headshot-form').getByText(l.high, { exact: true }).click();
        await page.getByRole('radiogroup', { name: l.count }).getByText('4', { exact: true }).click();
        await expect.poll(() => page.getByTestId('total-cost').first().innerText()).toBe(l.totalCost(8));
        await form.getByRole('button', { name: l.generate4 }).click();
        await toast(page, l.insufficient).waitFor();
        // It stays beside the form after the toast, with the way to more credits.
        expect(await page.getByTestId('generation-failure').innerText()).toContain(l.insufficient);
        await expect.poll(() => balance(page)).toContain(t.credits(2));
        await settled(page);
        await screenshot(page, `generator-insufficient-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `generator refusing for credits (${lang}, ${theme})` });
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

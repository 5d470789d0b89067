import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blurredSelfie, garbageFile, imagesForm, noFacePhoto, onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { balance, expectHeading, expectPath, freshEmail, openPage, pathFor, screenshot, settled, socketFrames, startE2e, submitRegistration, texts, toast, type E2e, type Lang, type Page } from '../support/browser';

// Sign-up gives 20 credits and a training costs 10, so the balance must read 20 before and 10 after.
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10' };

let e2e: E2e;
let files: { selfies: string[]; blurred: string; noFace: string; garbage: string };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-selfies-'));
  const write = (f: { name: string; bytes: Buffer }) => {
    const path = join(dir, f.name);
    writeFileSync(path, f.bytes);
    return path;
  };
  const [selfies, blurred, noFace] = await Promise.all([onePersonSelfies(), blurredSelfie(), noFacePhoto()]);
  files = { selfies: selfies.map(write), blurred: write(blurred), noFace: write(noFace), garbage: write(garbageFile()) };
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

/** The texts of this flow per language (the locale files' and the photo checks' wording). */
const x = {
  en: {
    name: 'Anna Nowak',
    upload: { slug: 'upload', title: 'Upload photos', quickLink: 'Upload photos' },
    usable: '6 usable of at least 5',
    rejected: 'Rejected',
    noFace: 'No face found',
    blurry: 'Photo is too blurry. Hold the camera still and make sure your face is in focus',
    invalidFormat: 'Invalid file format',
    train: 'Train my model',
    confirmTitle: 'Start training?',
    cost: '10 credits',
    balance: '20 credits',
    // The local engine's estimate, not a generative training's 20-30 minutes.
    time: 'About 5-30 seconds.',
    start: 'Start training',
    trainingTitle: 'Training your model',
    notice: 'Training completed successfully!',
    ready: 'Ready',
    active: 'Active',
    modelsTab: 'AI models',
    fallbackName: 'Your AI model',
    modelName: 'Anna — LinkedIn',
    stage: 'Training your model',
    userMenuName: 'Anna Nowak',
    cancel: 'Cancel training',
    cancelConfirm: 'Yes, cancel',
    canceled: 'Training canceled',
    canceledStatus: 'Canceled',
  },
  pl: {
    name: 'Zażółć Gęślą',
    upload: { slug: 'wgraj', title: 'Wgraj zdjęcia', quickLink: 'Wgraj zdjęcia' },
    usable: 'Przydatne zdjęcia: 6 z co najmniej 5',
    rejected: 'Odrzucone',
    noFace: 'Nie znaleziono twarzy',
    blurry: 'Zdjęcie jest zbyt nieostre. Trzymaj aparat nieruchomo i upewnij się, że twarz jest ostra',
    invalidFormat: 'Nieprawidłowy format pliku',
    train: 'Trenuj mój model',
    confirmTitle: 'Rozpocząć trening?',
    cost: '10 kredytów',
    balance: '20 kredytów',
    time: 'Około 5-30 sekund.',
    start: 'Rozpocznij trening',
    trainingTitle: 'Trening modelu',
    notice: 'Trening zakończony sukcesem!',
    ready: 'Gotowy',
    active: 'Aktywny',
    modelsTab: 'Modele AI',
    fallbackName: 'Twój model AI',
    modelName: 'Anna — zdjęcia biznesowe',
    stage: 'Trenujemy Twój model',
    userMenuName: 'Zażółć Gęślą',
    cancel: 'Anuluj trening',
    cancelConfirm: 'Tak, anuluj',
    canceled: 'Trening anulowany',
    canceledStatus: 'Anulowany',
  },
} as const;

async function signUp(page: Page, lang: Lang) {
  const t = texts[lang];
  await page.goto(pathFor('register', lang));
  await expectHeading(page, t.registerTitle);
  await submitRegistration(page, lang, { fullName: x[lang].name, email: freshEmail(`train-${lang}`), password: 'sekret-123' });
  // No confirmation required: signed in straight away, with the sign-up bonus.
  await expectPath(page, pathFor('dashboard', lang));
}


// English in the light theme, Polish in the dark one: the screenshots cover both.
describe.each([['en', 'light'], ['pl', 'dark']] as const)('training a model in %s (%s theme)', (lang, theme) => {
  const t = texts[lang];
  const l = x[lang];

  it('uploads selfies with a verdict per photo, trains the model live and shows it as active', { timeout: 300_000 }, async () => {
    const { page, problems, close } = await openPage(e2e, { lang, theme });
    const frames = socketFrames(page);
    try {
      await signUp(page, lang);
      await expect.poll(() => balance(page)).toContain(t.credits(20));

      await page.getByRole('link', { name: l.upload.quickLink }).click();
      await expectPath(page, `/${lang}/${l.upload.slug}`);
      await expectHeading(page, l.upload.title);

      // Six selfies, one of them again but blurred, a landscape without a face and a file that is no image at all.
      await page.getByTestId('photo-dropzone').locator('input[type=file]').setInputFiles([...files.selfies, files.blurred, files.noFace, files.garbage]);

      // Each photo gets its verdict: the blurred one is too blurry (not faceless), the no-face one has no face, the
      // garbage is refused, and the six sharp selfies pass without a warning.
      const cards = page.getByTestId('photo-card');
      await expect.poll(() => cards.count(), { timeout: 90_000 }).toBe(8);
      const landscape = page.getByRole('listitem', { name: 'landscape.jpg' });
      // A card shows at once; its verdict when the photo checks have run (in their own process, queued on a busy machine).
      // For a moment the file's pending card may still be there beside its photo card (strict mode refuses two
      // matches): the poll reads again until only the photo card is left.
      await expect.poll(() => landscape.getAttribute('data-verdict'), { timeout: 90_000 }).toBe('rejected');
      await expect.poll(() => landscape.innerText()).toContain(l.rejected);
      expect(await landscape.innerText()).toContain(l.noFace);
      const blurred = page.getByRole('listitem', { name: 'blurred.jpg' });
      await expect.poll(() => blurred.getAttribute('data-verdict'), { timeout: 90_000 }).toBe('rejected');
      await expect.poll(() => blurred.innerText()).toContain(l.blurry);
      expect(await blurred.innerText()).not.toContain(l.noFace);
      const garbage = page.getByRole('listitem', { name: 'notes.jpg' });
      await expect.poll(() => garbage.getAttribute('data-state')).toBe('failed');
      expect(await garbage.innerText()).toContain(l.invalidFormat);
      await expect.poll(() => page.getByTestId('usable-counter').innerText(), { timeout: 30_000 }).toBe(l.usable);
      expect(await page.locator('[data-testid=photo-card][data-verdict=rejected]').count()).toBe(2);
      expect(await page.locator('[data-testid=photo-card][data-verdict=warning]').count()).toBe(0);
      await settled(page);
      await screenshot(page, `training-upload-${lang}-${theme}`);
      await expectNoSeriousA11yViolations(page, { context: `upload with verdicts (${lang}, ${theme})` });

      // The confirmation shows the cost and the balance, then the training starts.
      await page.getByRole('button', { name: l.train }).click();
      const dialog = page.getByRole('dialog', { name: l.confirmTitle });
      await dialog.waitFor();
      expect(await dialog.getByTestId('training-cost').innerText()).toBe(l.cost);
      await expect.poll(() => dialog.getByTestId('credit-balance').innerText()).toBe(l.balance);
      await expect.poll(() => dialog.innerText()).toContain(l.time);
      expect(await dialog.innerText()).not.toContain('20-30');
      // The name can still be set here, just before training.
      await dialog.getByPlaceholder(l.fallbackName).fill(l.modelName);
      await settled(page);
      await screenshot(page, `training-confirm-${lang}-${theme}`);
      await expectNoSeriousA11yViolations(page, { context: `training confirmation (${lang}, ${theme})` });
      await dialog.getByRole('button', { name: l.start }).click();

      // The training screen follows the model live until it succeeds; the notice says so.
      await page.waitForURL((u) => new RegExp(`^/${lang}/${l.upload.slug}/[0-9a-f-]{36}$`).test(u.pathname));
      await expectHeading(page, l.trainingTitle);
      const screen = page.getByTestId('training-screen');
      await expect.poll(() => screen.getAttribute('data-status'), { timeout: 120_000, interval: 250 }).toBe('succeeded');
      await toast(page, l.notice).waitFor();
      // It came live, over the subscription, not by reloading.
      expect(frames.some((f) => f.includes('"modelTrainingUpdated"') && f.includes('"trainingStatus":"succeeded"'))).toBe(true);
      await settled(page);
      await screenshot(page, `training-done-${lang}-${theme}`);
      await expectNoSeriousA11yViolations(page, { context: `training done (${lang}, ${theme})` });

      // The held credits were taken: 20 → 10.
      await expect.poll(() => balance(page)).toContain(t.credits(10));

      // Account → AI models lists it, trained and active.
      await page.goto(`${pathFor('account', lang)}?tab=models`);
      await expectHeading(page, t.accountTitle);
      expect(await page.getByRole('tab', { name: l.modelsTab }).getAttribute('aria-selected')).toBe('true');
      const row = page.getByRole('listitem', { name: l.modelName });
      await expect.poll(() => row.getAttribute('data-status')).toBe('succeeded');
      const rowText = await row.innerText();
      expect(rowText).toContain(l.ready);
      expect(rowText).toContain(l.active);
      await settled(page);
      await screenshot(page, `training-models-tab-${lang}-${theme}`);
      await expectNoSeriousA11yViolations(page, { context: `account AI models, trained (${lang}, ${theme})` });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** A user signed up through the REST facade with six selfies already on a draft model. */
async function userWithSelfies(baseUrl: string, lang: Lang) {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };
  const session = await post('/api/auth/register', { email: freshEmail(`cancel-${lang}`), password: 'sekret-123', fullName: x[lang].userMenuName, locale: lang });
  const { modelId } = await post('/api/ai/models', { name: null }, session.token);
  await post(`/api/ai/models/${modelId}/photos`, imagesForm(await onePersonSelfies()), session.token);
  return { token: session.token as string, refreshToken: session.refreshToken as string };
}

describe('a training that is still running', () => {
  let slow: E2e;
  let double: ReplicateDouble;
  beforeAll(async () => {
    // Trained by a local stand-in for Replicate that takes a minute, so there is time to watch and cancel.
    double = await startReplicateDouble({ stepMs: 1000, updates: 60 });
    slow = await startE2e({
      ...env,
      TRAINING_PROVIDER: 'replicate',
      REPLICATE_API_URL: double.url,
      REPLICATE_API_TOKEN: double.token,
      REPLICATE_TRAINER_VERSION: double.trainerVersion,
      REPLICATE_DESTINATION_OWNER: double.owner,
      REPLICATE_POLL_INTERVAL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await slow?.close();
    await double?.close();
  });

  it.each([['en', 'dark'], ['pl', 'light']] as const)(
    'shows stage, progress and time left live, and is canceled from the account page with the notice there (%s, %s theme)',
    { timeout: 180_000 },
    async (lang, theme) => {
      const t = texts[lang];
      const l = x[lang];
      const tokens = await userWithSelfies(slow.url, lang);
      const { page, context, problems, close } = await openPage(slow, { lang, theme });
      await context.addInitScript((s) => {
        localStorage.setItem('kadr.token', s.token);
        localStorage.setItem('kadr.refreshToken', s.refreshToken);
      }, tokens);
      try {
        await page.goto(`/${lang}/${l.upload.slug}`);
        await expect.poll(() => page.getByTestId('usable-counter').innerText(), { timeout: 15_000 }).toBe(l.usable);
        await page.getByRole('button', { name: l.train }).click();
        await page.getByRole('dialog', { name: l.confirmTitle }).getByRole('button', { name: l.start }).click();

        // The stage, a moving progress bar and an estimate of the time left, all live.
        const progress = page.getByTestId('training-progress');
        await expect.poll(() => progress.getAttribute('data-status'), { timeout: 60_000 }).toBe('training');
        expect(await page.getByTestId('training-stage').innerText()).toBe(l.stage);
        const bar = page.getByRole('progressbar');
        const first = Number(await bar.getAttribute('aria-valuenow'));
        await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(first);
        await expect.poll(() => progress.innerText(), { timeout: 30_000 }).toMatch(lang === 'en' ? /About \d+ minutes? left|Less than a minute left/ : /Zostało około \d+ minut|Została niecała minuta/);
        await expect.poll(() => balance(page)).toContain(t.credits(10));
        await settled(page);
        await screenshot(page, `training-progress-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `training in progress (${lang}, ${theme})` });

        // Elsewhere in the app (client-side, no reload): the account's model list, where it is canceled.
        await page.getByRole('banner').getByRole('link', { name: l.userMenuName }).click();
        await expectHeading(page, t.accountTitle);
        await page.getByRole('tab', { name: l.modelsTab }).click();
        const row = page.getByRole('listitem', { name: l.fallbackName });
        await expect.poll(() => row.getAttribute('data-status')).toBe('training');
        await settled(page);
        await screenshot(page, `training-models-tab-running-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `account AI models, training (${lang}, ${theme})` });
        await row.getByRole('button', { name: l.cancel }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor();
        await settled(page);
        await screenshot(page, `training-cancel-confirm-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `cancel training confirmation (${lang}, ${theme})` });
        await dialog.getByRole('button', { name: l.cancelConfirm }).click();

        await toast(page, l.canceled).waitFor({ timeout: 30_000 });
        await expect.poll(() => row.getAttribute('data-status')).toBe('canceled');
        expect(await row.innerText()).toContain(l.canceledStatus);
        // The held credits came back.
        await expect.poll(() => balance(page)).toContain(t.credits(20));
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

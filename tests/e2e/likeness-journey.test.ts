import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthorMorePhotos } from '../fixtures/vision/photos';
import { onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { balance, expectHeading, expectPath, field, freshEmail, openPage, pathFor, screenshot, settled, startE2e, submitRegistration, texts, type E2e, type Lang, type Page } from '../support/browser';

// Issue #31 as a user walks it in Chromium, in EN and PL: six selfies uploaded and checked; a "first look" of two
// previews before training (the local engine), each labelled Preview with its likeness; the selfie kept out of
// training to measure likeness, and another one kept out instead; a training (on the Replicate double, a generative
// engine); two headshots, of which the second repeats the first (the double is told to return one new photo of the
// person for every image), so it is shown apart as not charged with its reason and the balance takes one credit,
// not two; then My photos and the gallery: every photo labelled, "Looks like me" hides the one that was not charged.
// Credits: 20 at sign-up, 2 for the first look (18), 10 for the training (8), 1 for the one usable headshot (7).
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10' };

let e2e: E2e;
let double: ReplicateDouble;
let selfies: string[];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-likeness-journey-'));
  selfies = (await onePersonSelfies()).map((f) => {
    const path = join(dir, f.name);
    writeFileSync(path, f.bytes);
    return path;
  });
  double = await startReplicateDouble();
  // What the trained model "generates": a photo of the same person the user never uploaded (a new photo, not a
  // copy of a selfie), the same one for every image, so the second image of a job repeats the first.
  double.knobs.predictionImage = (await buildAuthorMorePhotos())[6]!.image.jpeg;
  e2e = await startE2e({
    ...env,
    TRAINING_PROVIDER: 'replicate',
    REPLICATE_API_URL: double.url,
    REPLICATE_API_TOKEN: double.token,
    REPLICATE_TRAINER_VERSION: double.trainerVersion,
    REPLICATE_DESTINATION_OWNER: double.owner,
    REPLICATE_POLL_INTERVAL_SECONDS: '1',
  });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
  await double?.close();
});

/** The texts of this journey per language (the locale files' wording). */
const x = {
  en: {
    name: 'Ewa Zając',
    upload: 'Upload photos',
    usable: '6 usable of at least 5',
    firstLook: 'First look',
    price: 'Costs 2 credits; only previews delivered are charged.',
    showFirstLook: 'Show my first look',
    preview: 'Preview',
    previewLikeness: /^(Likeness \d+%|May not look like you \(\d+%\))$/,
    retouched: 'retouched photos of your own selfies',
    heldOut: 'Kept out of training to measure likeness',
    keepOut: 'Keep this one out instead',
    train: 'Train my model',
    confirmTitle: 'Start training?',
    start: 'Start training',
    trainingTitle: 'Training your model',
    generator: { path: '/en/generator', title: 'Headshot generator' },
    prompt: 'Prompt',
    negativeHelper: 'FLUX, the model that makes your headshots, takes no negative prompt; it is kept with your images.',
    count: 'Number of images',
    generate2: 'Generate 2 headshots',
    summary: '1 of 2 usable',
    notCharged: 'Not charged',
    looks: 'Looks like you',
    repeat: 'Repeats another image of this job — not charged',
    myPhotos: { path: '/en/my-photos', title: 'My photos' },
    filter: 'Looks like me',
    gallery: '/en/gallery',
    galleryCount: (n: number) => `${n} photos`,
  },
  pl: {
    name: 'Zażółć Gęślą',
    upload: 'Wgraj zdjęcia',
    usable: 'Przydatne zdjęcia: 6 z co najmniej 5',
    firstLook: 'Pierwsze spojrzenie',
    price: 'Koszt: 2 kredyty; płacisz tylko za dostarczone podglądy.',
    showFirstLook: 'Pokaż pierwsze spojrzenie',
    preview: 'Podgląd',
    previewLikeness: /^(Podobieństwo \d+%|Może nie być do Ciebie podobne \(\d+%\))$/,
    retouched: 'retusz Twoich własnych selfie',
    heldOut: 'Pominięte w treningu, by zmierzyć podobieństwo',
    keepOut: 'Pomiń w treningu to zdjęcie',
    train: 'Trenuj mój model',
    confirmTitle: 'Rozpocząć trening?',
    start: 'Rozpocznij trening',
    trainingTitle: 'Trening modelu',
    generator: { path: '/pl/generator-zdjec-profilowych', title: 'Generator zdjęć profilowych' },
    prompt: 'Prompt',
    negativeHelper: 'FLUX, model, który tworzy Twoje zdjęcia, nie przyjmuje promptu negatywnego; zapisujemy go razem ze zdjęciami.',
    count: 'Liczba zdjęć',
    generate2: 'Generuj 2 zdjęcia',
    summary: '1 z 2 do użycia',
    notCharged: 'Bez opłaty',
    looks: 'Wygląda jak Ty',
    repeat: 'Powtarza inne zdjęcie z tego zlecenia — bez opłaty',
    myPhotos: { path: '/pl/moje-zdjecia', title: 'Moje zdjęcia' },
    filter: 'Podobne do mnie',
    gallery: '/pl/galeria',
    galleryCount: (n: number) => (n === 3 || n === 4 ? `${n} zdjęcia` : `${n} zdjęć`),
  },
} as const;

/** A full-page picture from the top (scrolled, the sticky header would be drawn over the content), once settled. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

async function signUp(page: Page, lang: Lang) {
  await page.goto(pathFor('register', lang));
  await expectHeading(page, texts[lang].registerTitle);
  await submitRegistration(page, lang, { fullName: x[lang].name, email: freshEmail(`likeness-journey-${lang}`), password: 'sekret-123' });
  await expectPath(page, pathFor('dashboard', lang));
}

describe.each([['en', 'light'], ['pl', 'dark']] as const)('the likeness journey in %s (%s theme)', (lang, theme) => {
  const t = texts[lang];
  const l = x[lang];

  it(
    'uploads selfies, sees a labelled first look, trains, gets a repeat shown apart and not charged, and "looks like me" hides it',
    { timeout: 420_000 },
    async () => {
      const { page, problems, close } = await openPage(e2e, { lang, theme });
      try {
        await signUp(page, lang);
        await expect.poll(() => balance(page)).toContain(t.credits(20));

        // 1. Six selfies (three photos and a mirrored copy of each), each checked.
        await page.getByRole('link', { name: l.upload }).first().click();
        await page.getByTestId('photo-dropzone').locator('input[type=file]').setInputFiles(selfies);
        const cards = page.getByTestId('photo-card');
        await expect.poll(() => cards.count(), { timeout: 90_000 }).toBe(6);
        await expect.poll(() => page.getByTestId('usable-counter').innerText(), { timeout: 90_000 }).toBe(l.usable);

        // 2. A first look before training: its price, then two previews, each labelled Preview with its likeness.
        const card = page.getByTestId('first-look');
        await card.waitFor();
        expect(await card.innerText()).toContain(l.firstLook);
        expect(await card.getByTestId('first-look-price').innerText()).toBe(l.price);
        const start = card.getByRole('button', { name: l.showFirstLook });
        // Enabled once five photos have a usable verdict.
        await expect.poll(() => start.isEnabled(), { timeout: 60_000, interval: 250 }).toBe(true);
        await start.click();
        const previews = card.getByTestId('first-look-image');
        await expect.poll(() => previews.count(), { timeout: 120_000, interval: 250 }).toBe(2);
        for (const preview of await previews.all()) {
          expect(await preview.getAttribute('data-preview')).toBe('true');
          expect(await preview.getByTestId('preview-badge').innerText()).toBe(l.preview);
          expect(await preview.getByTestId('first-look-likeness').innerText()).toMatch(l.previewLikeness);
        }
        // The local engine's previews say what they are.
        expect(await card.innerText()).toContain(l.retouched);
        // Two previews at 1 credit each: 20 → 18.
        await expect.poll(() => balance(page)).toContain(t.credits(18));

        // 3. The selfie kept out of training (one of six) is marked; the user keeps another one out instead.
        const heldOut = cards.filter({ has: page.getByTestId('held-out-badge') });
        await expect.poll(() => heldOut.count()).toBe(1);
        expect(await heldOut.getByTestId('held-out-badge').innerText()).toBe(l.heldOut);
        // The first photo, or its mirrored copy where the first is already kept out (by name: uploads end in any order).
        const chosen = (await heldOut.getAttribute('aria-label')) === 'selfie-1.jpg' ? 'selfie-1-b.png' : 'selfie-1.jpg';
        const instead = page.getByRole('listitem', { name: chosen, exact: true });
        await instead.getByRole('button', { name: l.keepOut }).click();
        await expect.poll(() => instead.getByTestId('held-out-badge').count()).toBe(1);
        expect(await heldOut.count()).toBe(1);
        await shot(page, `likeness-journey-first-look-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `upload with a first look (${lang}, ${theme})` });

        // 4. The training (10 credits: 18 → 8).
        await page.getByRole('button', { name: l.train }).click();
        const dialog = page.getByRole('dialog', { name: l.confirmTitle });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: l.start }).click();
        await expectHeading(page, l.trainingTitle);
        await expect.poll(() => page.getByTestId('training-screen').getAttribute('data-status'), { timeout: 120_000, interval: 250 }).toBe('succeeded');
        await expect.poll(() => balance(page)).toContain(t.credits(8));

        // 5. Two headshots: the second repeats the first, so it is shown apart with its reason and not charged.
        await page.goto(l.generator.path);
        await expectHeading(page, l.generator.title);
        const form = page.getByTestId('headshot-form');
        await form.waitFor();
        // A model trained on Replicate is FLUX: the negative prompt's note names it, not the local engine.
        expect(await form.innerText()).toContain(l.negativeHelper);
        await field(page, l.prompt).fill('professional headshot, grey background');
        await page.getByRole('radiogroup', { name: l.count }).getByText('2', { exact: true }).click();
        await form.getByRole('button', { name: l.generate2 }).click();
        await expect.poll(() => page.getByTestId('headshot-progress').getAttribute('data-status'), { timeout: 120_000, interval: 250 }).toBe('succeeded');
        const usable = page.getByTestId('job-images-usable').getByTestId('generated-image');
        const apart = page.getByTestId('not-charged-images');
        await expect.poll(() => usable.count()).toBe(1);
        expect(await usable.getAttribute('data-usable')).toBe('true');
        expect(await usable.getByTestId('likeness-label').innerText()).toBe(l.looks);
        expect(await apart.getByRole('heading', { level: 3 }).innerText()).toBe(l.notCharged);
        const repeat = apart.getByTestId('generated-image');
        expect(await repeat.count()).toBe(1);
        expect(await repeat.getAttribute('data-usable')).toBe('false');
        const repeatLabel = repeat.getByTestId('likeness-label');
        expect(await repeatLabel.innerText()).toBe(l.repeat);
        expect(await repeatLabel.getAttribute('data-reason')).toBe('DUPLICATE_OUTPUT');
        await expect.poll(() => page.getByTestId('job-usable-summary').innerText()).toBe(l.summary);
        // One of the two charged: 8 → 7 (not 6).
        await expect.poll(() => balance(page)).toContain(t.credits(7));
        await shot(page, `likeness-journey-generator-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `generator with an image not charged (${lang}, ${theme})` });

        // 6. My photos: the two previews and the two headshots, each labelled; "Looks like me" hides the repeat.
        await page.goto(l.myPhotos.path);
        await expectHeading(page, l.myPhotos.title);
        const tiles = page.getByTestId('library-image');
        await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(4);
        const previewTiles = tiles.filter({ has: page.getByTestId('preview-badge') });
        expect(await previewTiles.count()).toBe(2);
        for (const tile of await previewTiles.all()) expect(await tile.getByTestId('preview-badge').innerText()).toBe(l.preview);
        const notChargedTile = page.locator('[data-testid="library-image"][data-usable="false"]');
        expect(await notChargedTile.count()).toBe(1);
        expect(await notChargedTile.getByTestId('likeness-label').innerText()).toBe(l.repeat);
        expect(await notChargedTile.getByTestId('likeness-label').getAttribute('data-reason')).toBe('DUPLICATE_OUTPUT');
        const labels = page.getByTestId('likeness-label');
        expect(await labels.allInnerTexts()).toEqual(expect.arrayContaining([l.looks, l.repeat]));
        await shot(page, `likeness-journey-my-photos-${lang}-${theme}`);

        const filter = page.getByRole('button', { name: l.filter });
        await filter.click();
        await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => tiles.count()).toBe(3);
        expect(await notChargedTile.count()).toBe(0);
        expect(await labels.allInnerTexts()).not.toContain(l.repeat);
        expect(await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-usable')))).toEqual(['true', 'true', 'true']);
        await shot(page, `likeness-journey-looks-like-me-${lang}-${theme}`);
        await expectNoSeriousA11yViolations(page, { context: `My photos, looks like me (${lang}, ${theme})` });
        await filter.click();
        await expect.poll(() => tiles.count()).toBe(4);

        // The lightbox of a preview carries its label too.
        await previewTiles.first().getByRole('button').first().click();
        const lightbox = page.getByTestId('lightbox');
        await lightbox.waitFor();
        expect(await lightbox.getByTestId('preview-badge').innerText()).toBe(l.preview);
        await page.keyboard.press('Escape');
        await expect.poll(() => lightbox.count()).toBe(0);

        // 7. The gallery's filter does the same.
        await page.goto(l.gallery);
        const galleryPhotos = page.getByTestId('gallery-photos');
        await expect.poll(() => galleryPhotos.getByTestId('gallery-photos-count').innerText(), { timeout: 30_000 }).toBe(l.galleryCount(4));
        await galleryPhotos.getByRole('button', { name: l.filter }).click();
        await expect.poll(() => galleryPhotos.getByTestId('gallery-photos-count').innerText()).toBe(l.galleryCount(3));
        expect(await galleryPhotos.locator('[data-testid="library-image"][data-usable="false"]').count()).toBe(0);
        expect(await balance(page)).toContain(t.credits(7));
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

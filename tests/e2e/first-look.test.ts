import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { balance, expectHeading, expectPath, freshEmail, openPage, pathFor, screenshot, settled, startE2e, submitRegistration, texts, type E2e, type Lang, type Page } from '../support/browser';

// Issue #31, a first look before training, in Chromium: five selfies uploaded and checked, then "First look" makes
// two previews on the local engine, each labelled Preview with its likeness, charged 1 credit each (20 → 18), and
// the gallery shows them labelled too.
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20' };

let e2e: E2e;
let selfies: string[];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-first-look-'));
  selfies = (await onePersonSelfies()).slice(0, 5).map((f) => {
    const path = join(dir, f.name);
    writeFileSync(path, f.bytes);
    return path;
  });
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

const x = {
  en: { name: 'Ewa First', upload: 'Upload photos', title: 'First look', price: 'Costs 2 credits; only previews delivered are charged.', button: 'Show my first look', preview: 'Preview', likeness: /Likeness \d+%|May not look like you/, retouched: 'retouched photos of your own selfies' },
  pl: { name: 'Ewa Pierwsza', upload: 'Wgraj zdjęcia', title: 'Pierwsze spojrzenie', price: 'Koszt: 2 kredyty; płacisz tylko za dostarczone podglądy.', button: 'Pokaż pierwsze spojrzenie', preview: 'Podgląd', likeness: /Podobieństwo \d+%|Może nie wyglądać jak Ty/, retouched: 'retusz Twoich własnych selfie' },
} as const;

async function signUp(page: Page, lang: Lang) {
  await page.goto(pathFor('register', lang));
  await expectHeading(page, texts[lang].registerTitle);
  await submitRegistration(page, lang, { fullName: x[lang].name, email: freshEmail(`first-look-${lang}`), password: 'sekret-123' });
  await expectPath(page, pathFor('dashboard', lang));
}

describe.each([['en', 'light'], ['pl', 'dark']] as const)('a first look in %s (%s theme)', (lang, theme) => {
  const l = x[lang];

  it('uploads five selfies, asks for a first look and shows its previews labelled Preview with their likeness', { timeout: 300_000 }, async () => {
    const { page, problems, close } = await openPage(e2e, { lang, theme });
    try {
      await signUp(page, lang);
      await expect.poll(() => balance(page)).toContain(texts[lang].credits(20));
      await page.getByRole('link', { name: l.upload }).first().click();
      await page.getByTestId('photo-dropzone').locator('input[type=file]').setInputFiles(selfies);

      const card = page.getByTestId('first-look');
      await card.waitFor({ timeout: 90_000 });
      expect(await card.innerText()).toContain(l.title);
      expect(await card.getByTestId('first-look-price').innerText()).toBe(l.price);
      const start = card.getByRole('button', { name: l.button });
      // Enabled once five photos have a usable verdict.
      await expect.poll(() => start.isEnabled(), { timeout: 120_000, interval: 250 }).toBe(true);
      await start.click();

      const images = card.getByTestId('first-look-image');
      await expect.poll(() => images.count(), { timeout: 120_000, interval: 250 }).toBe(2);
      for (const image of await images.all()) {
        expect(await image.getAttribute('data-preview')).toBe('true');
        expect(await image.getByTestId('preview-badge').innerText()).toBe(l.preview);
        expect(await image.getByTestId('first-look-likeness').innerText()).toMatch(l.likeness);
      }
      expect(await card.innerText()).toContain(l.retouched);
      // Two previews at 1 credit each: 20 → 18.
      await expect.poll(() => balance(page)).toContain(texts[lang].credits(18));
      await settled(page);
      await screenshot(page, `first-look-${lang}-${theme}`);
      await expectNoSeriousA11yViolations(page, { context: `first look (${lang}, ${theme})` });

      // The library's photos (the gallery's grid and lightbox) carry the label too.
      await page.goto(pathFor('myPhotos', lang));
      const tiles = page.getByTestId('library-image');
      await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(2);
      await screenshot(page, `first-look-library-${lang}-${theme}`);
      for (const tile of await tiles.all()) expect(await tile.getByTestId('preview-badge').innerText()).toBe(l.preview);
      await tiles.first().getByRole('button').first().click();
      const lightbox = page.getByTestId('lightbox');
      await lightbox.waitFor();
      expect(await lightbox.getByTestId('preview-badge').innerText()).toBe(l.preview);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

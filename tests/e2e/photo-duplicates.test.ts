import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tilted } from '../fixtures/vision/photos';
import { onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, freshEmail, screenshot, settled, startE2e, type E2e, type Lang } from '../support/browser';
import { registerSession, signedInPage } from '../support/e2e-users';

// Issue #31 on the upload screen: a photo chosen twice, and another frame of a burst, are shown as repeats of the
// photo they repeat and counted once toward the 5 a training needs; removing that photo lets the first repeat count.
let e2e: E2e;
const files: Record<'original' | 'second' | 'third' | 'copy' | 'burst', { path: string; name: string }> = {} as never;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-duplicate-photos-'));
  const selfies = await onePersonSelfies();
  const bytes = (name: string) => selfies.find((s) => s.name === name)!.bytes;
  const original = bytes('selfie-1.jpg');
  const { width = 0, height = 0 } = await sharp(original).metadata();
  // Another frame of a burst: the phone moved 3% and turned 1.5°, the exposure dropped a little.
  const burst = await sharp(await tilted(original, 1.5))
    .extract({ left: Math.round(width * 0.03), top: Math.round(height * 0.02), width: Math.floor(width * 0.95), height: Math.floor(height * 0.96) })
    .modulate({ brightness: 0.95 })
    .jpeg({ quality: 80 })
    .toBuffer();
  const made = {
    original: ['IMG_1234.jpg', original],
    second: ['IMG_2001.jpg', bytes('selfie-2.jpg')],
    third: ['IMG_2002.jpg', bytes('selfie-3.jpg')],
    copy: ['IMG_1234 (1).jpg', original],
    burst: ['IMG_1235.jpg', burst],
  } as const;
  for (const [key, [name, content]] of Object.entries(made)) {
    const path = join(dir, name);
    writeFileSync(path, content);
    files[key as keyof typeof files] = { path, name };
  }
  e2e = await startE2e({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
}, 180_000);
afterAll(() => e2e?.close());

const x = {
  en: {
    title: 'Upload photos',
    usable: (n: number) => `${n} usable of at least 5`,
    badge: 'Duplicate',
    sameAs: (name: string) => `Same as ${name} — counted once`,
    remove: (name: string) => `Remove ${name}`,
  },
  pl: {
    title: 'Wgraj zdjęcia',
    usable: (n: number) => `Przydatne zdjęcia: ${n} z co najmniej 5`,
    badge: 'Duplikat',
    sameAs: (name: string) => `To samo zdjęcie co ${name} — liczone raz`,
    remove: (name: string) => `Usuń ${name}`,
  },
};

describe.each(['en', 'pl'] as const)('repeated selfies on the upload screen in %s', (lang: Lang) => {
  const l = x[lang];

  it('names the photo a repeat repeats, counts it once, and counts the first repeat when that photo is removed', { timeout: 300_000 }, async () => {
    const session = await registerSession(e2e, { email: freshEmail(`duplicates-${lang}`), password: 'sekret-123', fullName: 'Anna Nowak', lang });
    const tracked = await signedInPage(e2e, lang, session);
    const { page, close } = tracked;
    try {
      await page.goto(lang === 'en' ? '/en/upload' : '/pl/wgraj');
      await expectHeading(page, l.title);
      const input = page.getByTestId('photo-dropzone').locator('input[type=file]');
      const cards = page.getByTestId('photo-card');
      const card = (name: string) => page.getByRole('listitem', { name });
      const counter = page.getByTestId('usable-counter');

      // Three different photos first, then the same photo again and a burst frame of it.
      await input.setInputFiles([files.original.path, files.second.path, files.third.path]);
      await expect.poll(() => cards.count(), { timeout: 90_000 }).toBe(3);
      await expect.poll(() => counter.innerText(), { timeout: 30_000 }).toBe(l.usable(3));
      // One after the other, so that the copy is the earlier of the two (sent together, either may be stored first).
      await input.setInputFiles([files.copy.path]);
      await expect.poll(() => cards.count(), { timeout: 90_000 }).toBe(4);
      await input.setInputFiles([files.burst.path]);
      await expect.poll(() => cards.count(), { timeout: 90_000 }).toBe(5);
      await expect.poll(() => page.getByTestId('pending-card').count()).toBe(0);

      for (const repeat of [files.copy, files.burst]) {
        await expect.poll(() => card(repeat.name).getAttribute('data-duplicate-of'), { timeout: 30_000 }).toBe(files.original.name);
        expect(await card(repeat.name).innerText()).toContain(l.sameAs(files.original.name));
        expect(await card(repeat.name).getByTestId('duplicate-badge').innerText()).toBe(l.badge);
      }
      for (const counted of [files.original, files.second, files.third]) {
        expect(await card(counted.name).getAttribute('data-duplicate-of'), counted.name).toBeNull();
        expect(await card(counted.name).getByTestId('duplicate-badge').count(), counted.name).toBe(0);
      }
      // Five photos on the screen, three different ones: the counter says three.
      await expect.poll(() => counter.innerText()).toBe(l.usable(3));
      await settled(page);
      await screenshot(page, `upload-duplicates-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `upload with repeated photos (${lang})` });

      // The original goes: the copy counts in its place, and the burst frame repeats the copy.
      await card(files.original.name).getByRole('button', { name: l.remove(files.original.name) }).click();
      await expect.poll(() => cards.count()).toBe(4);
      await expect.poll(() => card(files.copy.name).getAttribute('data-duplicate-of')).toBeNull();
      expect(await card(files.copy.name).innerText()).not.toContain(l.sameAs(files.original.name));
      await expect.poll(() => card(files.burst.name).getAttribute('data-duplicate-of')).toBe(files.copy.name);
      expect(await card(files.burst.name).innerText()).toContain(l.sameAs(files.copy.name));
      await expect.poll(() => counter.innerText()).toBe(l.usable(3));
      expect(tracked.problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

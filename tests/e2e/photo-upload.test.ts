import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_LONG_SIDE_PX } from '@kadr/core/catalogue/selfie-format';
import { buildAuthorPhotos } from '../fixtures/vision/photos';
import { jpegWithGpsAndOrientation, phonePhoto } from '../fixtures/vision/uploads';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, freshEmail, restData, screenshot, settled, startE2e, type E2e, type Lang, type TrackedPage } from '../support/browser';
import { registerSession, signedInPage } from '../support/e2e-users';
import { recordSentFiles, sentFiles } from '../support/sent-files';

// Phone photos from drop to verdict as a user meets them: each shrunk in the browser before it is sent (12 MP in,
// ≤ 2048 px out, upright, no GPS), its own progress bar, its own verdict, and one that does not get through retried
// alone. What the server stored is read back from its files.
const storageDir = mkdtempSync(join(tmpdir(), 'kadr-upload-store-'));
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', STORAGE_DIR: storageDir };
let e2e: E2e;
/** 12 MP phone photos (4.8–6 MB), the last one stored turned (EXIF orientation 6) and with GPS, as a phone held sideways writes it. */
let photos: { path: string; name: string; bytes: number }[];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-phone-photos-'));
  const author = await buildAuthorPhotos();
  const made = await Promise.all([
    phonePhoto(author[0]!.image.jpeg, { portrait: true, seed: 1 }).then((b) => ({ name: 'phone-1.jpg', b })),
    phonePhoto(author[1]!.image.jpeg, { portrait: true, seed: 2 }).then((b) => ({ name: 'phone-2.jpg', b })),
    phonePhoto(author[2]!.image.jpeg, { portrait: true, seed: 3 }).then(async (b) => ({ name: 'phone-sideways.jpg', b: await jpegWithGpsAndOrientation(b) })),
  ]);
  photos = made.map(({ name, b }) => {
    const path = join(dir, name);
    writeFileSync(path, b);
    return { path, name, bytes: b.length };
  });
  e2e = await startE2e(env);
}, 180_000);
afterAll(() => e2e?.close());

const x = {
  en: { title: 'Upload photos', retry: (name: string) => `Try again: ${name}`, failed: 'The upload failed. Check your connection and try again.' },
  pl: { title: 'Wgraj zdjęcia', retry: (name: string) => `Spróbuj ponownie: ${name}`, failed: 'Wgrywanie nie powiodło się. Sprawdź połączenie i spróbuj ponownie.' },
};

interface CardSeen {
  states: string[];
  progress: number[];
  /** The card's preview, as drawn: its natural size. */
  preview?: { width: number; height: number };
}

/** Every pending card's states, progress values and preview size, as they change (recorded in the page, read back). */
async function recordCards(tracked: TrackedPage): Promise<() => Promise<Record<string, CardSeen>>> {
  await tracked.context.addInitScript(() => {
    const seen: Record<string, { states: string[]; progress: number[]; preview?: { width: number; height: number } }> = {};
    (window as unknown as { kadrCards: typeof seen }).kadrCards = seen;
    const report = () => {
      for (const card of document.querySelectorAll<HTMLElement>('[data-testid=pending-card]')) {
        const name = card.getAttribute('aria-label') ?? '?';
        const entry = (seen[name] ??= { states: [], progress: [] });
        const state = card.dataset.state ?? '?';
        if (entry.states.at(-1) !== state) entry.states.push(state);
        const value = Number(card.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? NaN);
        if (Number.isFinite(value) && entry.progress.at(-1) !== value) entry.progress.push(value);
        const img = card.querySelector('img');
        if (img?.complete && img.naturalWidth) entry.preview = { width: img.naturalWidth, height: img.naturalHeight };
      }
    };
    const start = () => new MutationObserver(report).observe(document.body, { subtree: true, childList: true, attributes: true });
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start);
    document.addEventListener('load', report, true);
  });
  return () => tracked.page.evaluate(() => (window as unknown as { kadrCards: Record<string, CardSeen> }).kadrCards);
}

/** The stored selfie (not its thumbnail) of the photo with this id, read from the server's files. */
function storedSelfie(photoId: string): Promise<Buffer> {
  const users = join(storageDir, 'objects', 'users');
  for (const user of readdirSync(users)) {
    const dir = join(users, user, 'selfies');
    try {
      if (readdirSync(dir).includes(`${photoId}.jpg`)) return readFile(join(dir, `${photoId}.jpg`));
    } catch {
      /* no selfies for this user */
    }
  }
  throw new Error(`no stored selfie ${photoId}`);
}

describe.each(['en', 'pl'] as const)('uploading phone photos in %s', (lang: Lang) => {
  const l = x[lang];

  it('shrinks each photo in the browser, shows its own progress and verdict, and retries one that failed alone', { timeout: 300_000 }, async () => {
    const session = await registerSession(e2e, { email: freshEmail(`upload-${lang}`), password: 'sekret-123', fullName: 'Anna Nowak', lang });
    const tracked = await signedInPage(e2e, lang, session);
    const { page, close } = tracked;
    const cards = await recordCards(tracked);
    await tracked.context.addInitScript(recordSentFiles);
    try {
      await page.goto(lang === 'en' ? '/en/upload' : '/pl/wgraj');
      await expectHeading(page, l.title);
      // A slow mobile uplink (2 Mbit/s), so that every photo's progress is seen moving.
      const cdp = await tracked.context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 2_000_000 / 8 });

      const [first, second, sideways] = photos as [(typeof photos)[0], (typeof photos)[0], (typeof photos)[0]];
      await page.getByTestId('photo-dropzone').locator('input[type=file]').setInputFiles([first.path, sideways.path]);
      const photoCards = page.getByTestId('photo-card');
      await expect.poll(() => photoCards.count(), { timeout: 90_000 }).toBe(2);
      await expect.poll(() => page.getByTestId('pending-card').count()).toBe(0);
      const seen = await cards();
      const sent = await sentFiles(page);
      for (const photo of [first, sideways]) {
        const card = seen[photo.name]!;
        // Prepared in the browser, sent with a progress bar that moved, then checked by the server.
        expect(card.states[0], photo.name).toBe('preparing');
        expect(card.states, photo.name).toEqual(expect.arrayContaining(['uploading', 'checking']));
        expect(card.progress.some((p) => p > 0 && p < 100), `${photo.name} progress ${card.progress.join(',')}`).toBe(true);
        // ~0.5–0.7 MB sent for a 4.8–6 MB original.
        const bytes = sent.filter((f) => f.name === photo.name).map((f) => f.bytes);
        expect(bytes, photo.name).toHaveLength(1);
        expect(bytes[0]!, photo.name).toBeGreaterThan(100_000);
        expect(bytes[0]!, photo.name).toBeLessThan(photo.bytes / 4);
      }
      // The sideways photo's preview is upright already (portrait), before the server has seen it.
      expect(seen[sideways.name]!.preview).toBeDefined();
      expect(seen[sideways.name]!.preview!.height).toBeGreaterThan(seen[sideways.name]!.preview!.width);

      // Each has its verdict: the face is found in the upright photo.
      for (const photo of [first, sideways]) {
        await expect.poll(() => page.getByRole('listitem', { name: photo.name }).getAttribute('data-verdict'), { timeout: 60_000 }).toMatch(/accepted|warning/);
      }

      // The next one does not get through (the connection drops): its card says so and offers a retry, alone.
      let dropped = 0;
      await page.route('**/api/ai/models/*/photos', async (route) => {
        if (dropped === 0) {
          dropped += 1;
          return route.abort('connectionreset');
        }
        return route.continue();
      });
      await page.getByTestId('photo-dropzone').locator('input[type=file]').setInputFiles([second.path]);
      const failedCard = page.locator('[data-testid=pending-card][data-state=failed]');
      await failedCard.waitFor({ timeout: 60_000 });
      expect(await failedCard.innerText()).toContain(l.failed);
      await settled(page);
      await screenshot(page, `upload-retry-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `upload with a failed photo (${lang})` });
      expect(await photoCards.count()).toBe(2);
      await page.getByRole('button', { name: l.retry(second.name) }).click();
      await expect.poll(() => page.getByRole('listitem', { name: second.name }).getAttribute('data-verdict'), { timeout: 60_000 }).toMatch(/accepted|warning/);
      await expect.poll(() => photoCards.count()).toBe(3);
      expect(dropped).toBe(1);
      // Sent twice, the same prepared bytes both times.
      const again = (await sentFiles(page)).filter((f) => f.name === second.name).map((f) => f.bytes);
      expect(again).toHaveLength(2);
      expect(again[1]).toBe(again[0]);
      await page.unroute('**/api/ai/models/*/photos');
      await settled(page);
      await screenshot(page, `upload-done-${lang}`);

      // What the server stored: the selfie format, upright, without EXIF (no GPS, no orientation left to apply).
      const models = (await restData(e2e.url, '/api/ai/models', { token: session.token })) as { id: string }[];
      const model = (await restData(e2e.url, `/api/ai/models/${models[0]!.id}`, { token: session.token })) as { photos: { id: string; original_name: string }[] };
      expect(model.photos.map((p) => p.original_name).sort()).toEqual([first.name, second.name, sideways.name].sort());
      for (const photo of model.photos) {
        const meta = await sharp(await storedSelfie(photo.id)).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif, photo.original_name).toBeUndefined();
        expect(meta.orientation, photo.original_name).toBeUndefined();
        // Within the format's long side; a JPEG decoded at half scale comes out at 2016 (see shrink-photo.worker.ts).
        expect(Math.max(meta.width!, meta.height!), photo.original_name).toBeLessThanOrEqual(SELFIE_LONG_SIDE_PX);
        expect(Math.max(meta.width!, meta.height!), photo.original_name).toBeGreaterThanOrEqual(SELFIE_LONG_SIDE_PX * (7 / 8));
        // Every one was taken upright (portrait), the sideways one included.
        expect(meta.height!, photo.original_name).toBeGreaterThan(meta.width!);
      }
      const problems = tracked.problems().filter((p) => !/ERR_CONNECTION_RESET|ERR_FAILED/.test(p));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

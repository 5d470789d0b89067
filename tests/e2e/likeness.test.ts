import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { databaseUrl } from '../support/postgres';
import { expectHeading, freshEmail, openPage, restData, startE2e, until, type E2e, type Lang } from '../support/browser';

// Issue #31 in Chromium: a user's photos carry their likeness label; one that was not charged is shown with its
// reason, and "Looks like me" hides it. The images are a first look on the local engine (no training needed); their
// verdicts are then planted in the server's database (a PostgreSQL database of this file) so each label is shown.
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20' };

interface Session {
  token: string;
  refreshToken: string;
}

let e2e: E2e;
let db: pg.Client;
const sessions = {} as Record<Lang, Session>;
const rest = (path: string, options?: Parameters<typeof restData>[2]) => restData(e2e.url, path, options);

/** A user with a first look of two previews, the second planted as a copy of a selfie (not charged). */
async function userWithImages(lang: Lang): Promise<Session> {
  const session = await rest('/api/auth/register', { method: 'POST', body: { email: freshEmail(`likeness-${lang}`), password: 'sekret-123', fullName: 'Ewa Zając', locale: lang } });
  const token = session.token as string;
  const { modelId } = await rest('/api/ai/models', { method: 'POST', body: { name: null }, token });
  await rest(`/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(await onePersonSelfies()), token });
  // Refused until five photos have their verdicts.
  const { jobId } = await until(() => rest(`/api/ai/models/${modelId}/first-look`, { method: 'POST', body: { numberOfImages: 2 }, token }).catch(() => undefined), `the first look (${lang})`, 120_000);
  const job = await until(async () => {
    const current = await rest(`/api/ai/headshots/jobs/${jobId}`, { token });
    return ['succeeded', 'failed'].includes(current.status) ? current : undefined;
  }, `the previews (${lang})`, 180_000);
  if (job.status !== 'succeeded' || job.images.length !== 2) throw new Error(`the first look ended ${job.status} with ${job.images.length} images`);
  const [good, copy] = (await db.query<{ id: string }>(`SELECT id FROM generated_images WHERE job_id = $1 ORDER BY created_at, id`, [jobId])).rows;
  await db.query(`UPDATE generated_images SET usable = true, unusable_reason = NULL, likeness = 0.81, may_not_look_like_you = false WHERE id = $1`, [good!.id]);
  await db.query(`UPDATE generated_images SET usable = false, unusable_reason = 'COPY_OF_INPUT', likeness = 0.97, may_not_look_like_you = false WHERE id = $1`, [copy!.id]);
  return { token, refreshToken: session.refreshToken };
}

beforeAll(async () => {
  // The server on its own PostgreSQL database (cloned from the migrated template), so the test can plant verdicts.
  const serverUrl = inject('pgServerUrl');
  const name = `${inject('pgPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  db = new pg.Client({ connectionString: url });
  await db.connect();
  e2e = await startE2e({ ...env, DATABASE_URL: url });
  sessions.en = await userWithImages('en');
  sessions.pl = await userWithImages('pl');
}, 600_000);
afterAll(async () => {
  await e2e?.close();
  await db?.end();
});

function signIn(s: Session) {
  if (localStorage.getItem('kadr.refreshToken')) return;
  localStorage.setItem('kadr.token', s.token);
  localStorage.setItem('kadr.refreshToken', s.refreshToken);
}

const x = {
  en: { path: '/en/my-photos', title: 'My photos', looks: 'Looks like you', copy: 'A copy of one of your selfies — not charged', filter: 'Looks like me', upload: '/en/upload', heldOut: 'Kept out of training to measure likeness', keepOut: 'Keep this one out instead' },
  pl: { path: '/pl/moje-zdjecia', title: 'Moje zdjęcia', looks: 'Wygląda jak Ty', copy: 'Kopia jednego z Twoich selfie — bez opłaty', filter: 'Podobne do mnie', upload: '/pl/wgraj', heldOut: 'Pominięte w treningu, by zmierzyć podobieństwo', keepOut: 'Pomiń w treningu to zdjęcie' },
} as const;

describe.each([['en', 'light'], ['pl', 'dark']] as const)('likeness on My photos in %s (%s theme)', (lang, theme) => {
  const l = x[lang];

  it('labels each photo, shows why one was not charged, and "looks like me" hides it', { timeout: 120_000 }, async () => {
    const { page, context, problems, close } = await openPage(e2e, { lang, theme });
    await context.addInitScript(signIn, sessions[lang]);
    try {
      await page.goto(l.path);
      await expectHeading(page, l.title);
      const tiles = page.getByTestId('library-image');
      await expect.poll(() => tiles.count()).toBe(2);
      const labels = page.getByTestId('likeness-label');
      await expect.poll(() => labels.allInnerTexts()).toEqual(expect.arrayContaining([l.looks, l.copy]));
      const copyTile = page.locator('[data-testid="library-image"][data-usable="false"]');
      expect(await copyTile.getByTestId('likeness-label').getAttribute('data-reason')).toBe('COPY_OF_INPUT');

      const filter = page.getByRole('button', { name: l.filter });
      await filter.click();
      await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => tiles.count()).toBe(1);
      expect(await tiles.first().getAttribute('data-usable')).toBe('true');
      expect(await labels.allInnerTexts()).toEqual([l.looks]);

      await filter.click();
      await expect.poll(() => tiles.count()).toBe(2);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('marks the selfies kept out of training, and lets the user keep another one out instead', { timeout: 120_000 }, async () => {
    const { page, context, problems, close } = await openPage(e2e, { lang, theme });
    await context.addInitScript(signIn, sessions[lang]);
    try {
      await page.goto(l.upload);
      const cards = page.getByTestId('photo-card');
      const heldOut = cards.filter({ has: page.getByTestId('held-out-badge') });
      await expect.poll(() => heldOut.count()).toBeGreaterThan(0);
      const kept = await heldOut.count();
      expect(await heldOut.first().getByTestId('held-out-badge').innerText()).toBe(l.heldOut);
      const instead = cards.filter({ has: page.getByRole('button', { name: l.keepOut }) }).first();
      const name = await instead.getAttribute('aria-label');
      await instead.getByRole('button', { name: l.keepOut }).click();
      // The chosen photo is kept out now, as many as before.
      await expect.poll(() => page.getByRole('listitem', { name: name!, exact: true }).getByTestId('held-out-badge').count()).toBe(1);
      expect(await heldOut.count()).toBe(kept);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

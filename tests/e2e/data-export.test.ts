import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, freshEmail, linkFromMailbox, pathFor, restData, screenshot, startE2e, type E2e, type Lang } from '../support/browser';
import { signedInPage } from '../support/e2e-users';

// Download my data (issue #25) as a user does it in Chromium, in English and Polish: ask on Account → Profile, get
// the email from the dev mailbox, follow its link, download the ZIP and open it.

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const words = {
  en: { request: 'Request a copy of my data', requested: 'We are preparing your copy.', ready: 'Ready', download: 'Download ZIP', readme: 'a copy of your data', mail: 'Your data export is ready' },
  pl: { request: 'Poproś o kopię moich danych', requested: 'Przygotowujemy Twoją kopię.', ready: 'Gotowa', download: 'Pobierz ZIP', readme: 'kopia Twoich danych', mail: 'Eksport danych jest gotowy' },
} as const;

describe.each(['en', 'pl'] as const)('data export in Chromium (%s)', (lang: Lang) => {
  it('asks for a copy, gets the email, follows its link and downloads a ZIP with data.json and README.html', async () => {
    const w = words[lang];
    const user = await createConfirmedUser(e2e.url, { email: freshEmail(`export-${lang}`), fullName: lang === 'pl' ? 'Zofia Łąka' : 'Jane Doe', locale: lang });
    const login = await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
    const { page, problems, close } = await signedInPage(e2e, lang, { token: login.token as string, refreshToken: login.refreshToken as string });
    try {
      await page.goto(pathFor('account', lang));
      const section = page.getByTestId('data-export');
      await section.getByRole('button', { name: w.request }).click();
      await expect.poll(() => section.getByRole('status').innerText()).toContain(w.requested);
      // The list follows the export while it is prepared, without a reload.
      const ready = section.locator('[data-testid="data-export-row"][data-status="ready"]');
      await ready.waitFor();
      await expect.poll(() => ready.getByText(w.ready, { exact: true }).count()).toBe(1);
      await screenshot(page, `data-export-ready-${lang}`);

      // The email (in the account's language) leads back to the account, with its export in view.
      const mails = (await (await fetch(`${e2e.url}/dev/mailbox.json?to=${encodeURIComponent(user.email)}`)).json()) as { kind: string; subject: string }[];
      const link = await linkFromMailbox(e2e.url, user.email, 'notification_data_export_ready');
      expect(mails.find((m) => m.kind === 'notification_data_export_ready')?.subject).toBe(w.mail);
      await page.goto(`${link.pathname}${link.search}`);
      const row = page.locator(`#data-export-${link.searchParams.get('export')}`);
      await row.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: w.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^kadr-data-\d{4}-\d\d-\d\d\.zip$/);
      const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      expect(Object.keys(zip).sort()).toEqual(['README.html', 'data.json']);
      const data = JSON.parse(strFromU8(zip['data.json']!));
      expect(data.profile).toMatchObject({ email: user.email, fullName: user.fullName, locale: lang });
      expect(strFromU8(zip['README.html']!)).toContain(w.readme);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

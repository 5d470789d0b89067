import { PROVIDERS } from '@kadr/core/providers/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, screenshot, settled, startE2e, toast, type E2e, type Lang, type Page } from '../support/browser';
import { registerSession, signedInPage, type Session } from '../support/e2e-users';
import { waitFor } from '../support/wait';

// The console's inference providers (issue #27) in Chromium, in English and Polish: an admin sees both providers with
// their capabilities, pauses one capability with a reason after a confirmation, sees it paused with the reason, and
// resumes it (each language a capability of its own).

const ADMIN = 'ops-providers@example.com';
const password = 'sekret-123';

let e2e: E2e;
let admin: Session;

const x = {
  en: {
    title: 'Providers',
    provider: 'fal',
    capability: 'train',
    pause: 'Pause',
    pauseLabel: 'Pause fal: Training',
    resume: 'Resume',
    resumeLabel: 'Resume fal: Training',
    reason: 'Reason',
    paused: 'fal: Training is paused',
    resumed: 'fal: Training takes new runs again',
    notUsed: 'Not used by this configuration',
  },
  pl: {
    title: 'Dostawcy',
    provider: 'replicate',
    capability: 'video',
    pause: 'Wstrzymaj',
    pauseLabel: 'Wstrzymaj Replicate: Wideo',
    resume: 'Wznów',
    resumeLabel: 'Wznów Replicate: Wideo',
    reason: 'Powód',
    paused: 'Wstrzymano: Replicate: Wideo',
    resumed: 'Wznowiono: Replicate: Wideo',
    notUsed: 'Nieużywany w tej konfiguracji',
  },
} as const;

type Capability = { capability: string; pause: { reason: string } | null };

/** The admin's view of one provider's capabilities, through GraphQL. */
async function capabilities(provider: string): Promise<Capability[]> {
  const res = await fetch(`${e2e.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ query: '{ adminProviders { name capabilities { capability pause { reason } } } }' }),
  });
  const { data } = (await res.json()) as { data: { adminProviders: { name: string; capabilities: Capability[] }[] } };
  return data.adminProviders.find((p) => p.name === provider)!.capabilities;
}

beforeAll(async () => {
  e2e = await startE2e({ REQUIRE_EMAIL_CONFIRMATION: 'false', ADMIN_EMAILS: ADMIN });
  admin = await registerSession(e2e, { email: ADMIN, password, fullName: 'Olga Operatorka', lang: 'en' });
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

describe.each(['en', 'pl'] as const)('admin providers in Chromium (%s)', (lang: Lang) => {
  it('lists the providers, pauses a capability with a reason, shows it paused, and resumes it', { timeout: 180_000 }, async () => {
    const l = x[lang];
    const reason = lang === 'en' ? 'fal trainings time out since 10:00' : 'Replicate odrzuca filmy od 10:00';
    const { page, problems, close } = await signedInPage(e2e, lang, admin);
    try {
      await page.goto(`/${lang}/admin/providers`);
      await expectHeading(page, l.title);
      const providers = page.getByTestId('admin-provider');
      await expect.poll(() => providers.count()).toBe(2);
      expect(await providers.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider')))).toEqual(['replicate', 'fal']);
      // The start command runs everything on the embedded engines: neither provider is used.
      expect(await providers.first().innerText()).toContain(l.notUsed);
      const section = page.locator(`[data-testid="admin-provider"][data-provider="${l.provider}"]`);
      // A row for each capability the catalogue says the provider offers (training, headshots, video, first look).
      const offered = Object.keys(PROVIDERS[l.provider].offers).sort();
      const shown = await section.getByTestId('admin-provider-capability').evaluateAll((els) => els.map((e) => e.getAttribute('data-capability')));
      expect(shown.sort()).toEqual(offered);
      await shot(page, `admin-providers-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `admin providers (${lang})` });

      // Pause: the confirmation asks for a reason; then the row shows the pause and its reason.
      const row = section.locator(`[data-testid="admin-provider-capability"][data-capability="${l.capability}"]`);
      expect(await row.getAttribute('data-paused')).toBe('no');
      await row.getByRole('button', { name: l.pauseLabel }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(new RegExp(`^${l.reason}`)).fill(reason);
      await shot(page, `admin-providers-pause-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `admin provider pause (${lang})` });
      await dialog.getByRole('button', { name: l.pause, exact: true }).click();
      await toast(page, l.paused).waitFor();
      await expect.poll(() => row.getAttribute('data-paused')).toBe('yes');
      expect(await row.getByTestId('admin-provider-pause-reason').innerText()).toContain(reason);
      expect(await row.innerText()).toContain(ADMIN);
      expect((await capabilities(l.provider)).find((c) => c.capability === l.capability)!.pause).toEqual({ reason });
      // Only that capability: the provider's others still take runs.
      expect(await section.locator('[data-testid="admin-provider-capability"][data-paused="yes"]').count()).toBe(1);
      await shot(page, `admin-providers-paused-${lang}`);

      // Resume, with a reason too.
      await row.getByRole('button', { name: l.resumeLabel }).click();
      await dialog.getByLabel(new RegExp(`^${l.reason}`)).fill(lang === 'en' ? 'fal answers again' : 'Replicate znów działa');
      await dialog.getByRole('button', { name: l.resume, exact: true }).click();
      await toast(page, l.resumed).waitFor();
      await expect.poll(() => row.getAttribute('data-paused')).toBe('no');
      await waitFor(async () => (await capabilities(l.provider)).every((c) => c.pause === null), { what: 'the provider to be resumed' });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

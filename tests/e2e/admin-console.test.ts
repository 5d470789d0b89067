import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atPhoneWidth, expectHeading, expectPath, field, freshEmail, openPage, restData, screenshot, settled, startE2e, toast, type E2e, type Lang, type Page } from '../support/browser';
import { registerSession, signedInPage, type Session } from '../support/e2e-users';

// The admin console and the partner API as people meet them (issue #13), in English and Polish: an admin (ADMIN_EMAILS)
// opens the console from the user menu, finds a user, adjusts their credits with a reason (a take below zero is
// refused in words), sees the entry in the audit log and filters AI jobs; the user, not an admin, is refused at
// /admin and has no admin link; they create an API key, see it once (it works), and revoke it (it stops working).
const admins: Record<Lang, string> = { en: 'ops-en@example.com', pl: 'ops-pl@example.com' };
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: 'true', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10', ADMIN_EMAILS: Object.values(admins).join(',') };
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

const password = 'sekret-123';

const x = {
  en: {
    adminLink: 'Admin',
    dashboard: 'Admin dashboard',
    users: 'Users',
    search: 'Search users',
    searchSubmit: 'Search',
    adjustForm: 'Adjust credits',
    amount: 'Amount',
    reason: 'Reason',
    submitAdjust: 'Adjust credits',
    confirmAdjust: 'Yes, adjust',
    adjusted: (email: string) => `Credits adjusted by 25 for ${email}.`,
    belowZero: 'The balance cannot go below zero. Take at most what the user has.',
    auditLink: 'Audit log entries for this user',
    auditTitle: 'Audit log',
    action: 'Action',
    adjustment: 'Credit adjustment',
    disabledAction: 'Account disabled',
    noAudit: 'No audit entries',
    more: 'Load more',
    jobs: 'AI jobs',
    kind: 'Kind',
    training: 'Training',
    noJobs: 'No AI jobs found',
    activities: 'Activities',
    subscriptions: 'Subscriptions',
    noSubscriptions: 'No subscriptions found',
    denied: 'Access denied',
    deniedText: 'This area is available to administrators only.',
    apiTab: '/en/account?tab=api',
    keyName: 'Name',
    createKey: 'Create key',
    shownOnce: 'This is the only time the key is shown.',
    copy: 'Copy',
    stored: 'I have stored it',
    revoke: 'Revoke',
    revoked: (name: string) => `The key ${name} has been revoked.`,
    endpointUrl: 'Endpoint URL',
    addEndpoint: 'Add endpoint',
    endpointAdded: 'The endpoint has been added.',
    showSecret: 'Show secret',
    deliveryLog: 'Delivery log',
    noDeliveries: 'Nothing has been sent to this endpoint yet.',
    disable: 'Disable',
    disabled: 'Disabled',
    deleteEndpoint: 'Delete',
    endpointDeleted: 'The endpoint has been deleted.',
    developers: '/en/developers',
    developersTitle: 'Developers',
  },
  pl: {
    adminLink: 'Administracja',
    dashboard: 'Panel administratora',
    users: 'Użytkownicy',
    search: 'Szukaj użytkowników',
    searchSubmit: 'Szukaj',
    adjustForm: 'Korekta kredytów',
    amount: 'Liczba kredytów',
    reason: 'Powód',
    submitAdjust: 'Skoryguj kredyty',
    confirmAdjust: 'Tak, skoryguj',
    adjusted: (email: string) => `Saldo użytkownika ${email} skorygowano o 25.`,
    belowZero: 'Saldo nie może spaść poniżej zera. Odejmij najwyżej tyle, ile użytkownik ma.',
    auditLink: 'Wpisy dziennika audytu dotyczące tego użytkownika',
    auditTitle: 'Dziennik audytu',
    action: 'Działanie',
    adjustment: 'Korekta kredytów',
    disabledAction: 'Zablokowanie konta',
    noAudit: 'Brak wpisów w dzienniku audytu',
    more: 'Wczytaj więcej',
    jobs: 'Zadania AI',
    kind: 'Rodzaj',
    training: 'Trening',
    noJobs: 'Nie znaleziono zadań AI',
    activities: 'Aktywność',
    subscriptions: 'Subskrypcje',
    noSubscriptions: 'Nie znaleziono subskrypcji',
    denied: 'Brak dostępu',
    deniedText: 'Ta część serwisu jest dostępna tylko dla administratorów.',
    apiTab: '/pl/konto?tab=api',
    keyName: 'Nazwa',
    createKey: 'Utwórz klucz',
    shownOnce: 'Klucz jest wyświetlany tylko ten jeden raz.',
    copy: 'Kopiuj',
    stored: 'Klucz zapisany',
    revoke: 'Unieważnij',
    revoked: (name: string) => `Klucz ${name} został unieważniony.`,
    endpointUrl: 'Adres URL',
    addEndpoint: 'Dodaj adres',
    endpointAdded: 'Adres został dodany.',
    showSecret: 'Pokaż sekret',
    deliveryLog: 'Historia dostarczeń',
    noDeliveries: 'Na ten adres nic jeszcze nie wysłano.',
    disable: 'Wyłącz',
    disabled: 'Wyłączony',
    deleteEndpoint: 'Usuń',
    endpointDeleted: 'Adres został usunięty.',
    developers: '/pl/dla-programistow',
    developersTitle: 'Dla programistów',
  },
} as const;

const main = (page: Page) => page.locator('main');
/** A full-page picture from the top (a scrolled page draws its sticky header over the content). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}
const creditsOf = async (page: Page) => Number((await page.getByTestId('admin.user.balance').innerText()).replace(/\D/g, ''));

/** A GraphQL call with a bearer (a session token or an API key): the HTTP status and the body. */
async function graphql(bearer: string, query: string) {
  const res = await fetch(`${e2e.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
}

for (const lang of ['en', 'pl'] as const) {
  const l = x[lang];
  describe(`admin console and API keys (${lang})`, () => {
    const userEmail = freshEmail(`member-${lang}`);
    const userName = lang === 'pl' ? `Ewa Zając ${lang}${Date.now()}` : `Jane Roe ${lang}${Date.now()}`;
    let user: Session;

    beforeAll(async () => {
      user = await registerSession(e2e, { email: userEmail, password, fullName: userName, lang });
      // A training job for the console's job list (the local engine may finish it or not: the filter is by kind).
      const { modelId } = await restData(e2e.url, '/api/ai/models', { method: 'POST', body: { name: null }, token: user.token });
      await restData(e2e.url, `/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(await onePersonSelfies()), token: user.token });
      await restData(e2e.url, `/api/ai/models/${modelId}/train`, { method: 'POST', body: {}, token: user.token });
    }, 120_000);

    it('an admin finds the user, adjusts credits with a reason, sees the audit entry and filters AI jobs', { timeout: 240_000 }, async () => {
      const adminSession = await registerSession(e2e, { email: admins[lang], password, fullName: 'Olga Admin', lang });
      const tracked = await signedInPage(e2e, lang, adminSession, { clipboard: true });
      const { page, problems, close } = tracked;
      try {
        await page.goto(`/${lang}`);
        await page.getByRole('banner').getByRole('link', { name: l.adminLink, exact: true }).click();
        await expectPath(page, `/${lang}/admin`);
        await expectHeading(page, l.dashboard);
        await page.getByTestId('admin-figure-users').waitFor();
        await shot(page, `admin-dashboard-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin dashboard (${lang})` });

        // Users: search by a part of the name, open the user.
        await main(page).getByRole('navigation').getByRole('link', { name: l.users }).click();
        await page.getByRole('searchbox', { name: l.search }).fill(userName.split(' ').at(-1)!);
        await page.getByRole('button', { name: l.searchSubmit, exact: true }).click();
        const row = page.getByTestId('admin-user-row');
        await expect.poll(() => row.count()).toBe(1);
        expect(await row.innerText()).toContain(userEmail);
        await row.getByRole('link', { name: userName }).click();
        await page.getByRole('heading', { level: 2, name: userName }).waitFor();
        const userId = new URL(page.url()).searchParams.get('user')!;
        const before = await creditsOf(page);

        // A take below zero is refused in words, and changes nothing.
        const form = page.getByRole('form', { name: l.adjustForm });
        await field(page, l.amount).fill('-1000');
        await form.getByLabel(new RegExp(`^${l.reason}`)).fill('Testing the floor');
        await form.getByRole('button', { name: l.submitAdjust }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: l.confirmAdjust }).click();
        await form.getByText(l.belowZero).waitFor();
        expect(await creditsOf(page)).toBe(before);

        // +25 with a reason, after the confirmation naming the change.
        await field(page, l.amount).fill('25');
        await form.getByLabel(new RegExp(`^${l.reason}`)).fill('Goodwill for a failed order');
        await form.getByRole('button', { name: l.submitAdjust }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.innerText()).toContain(`${before + 25}`);
        await shot(page, `admin-adjust-confirm-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin credit adjustment confirmation (${lang})` });
        await dialog.getByRole('button', { name: l.confirmAdjust }).click();
        await toast(page, l.adjusted(userEmail)).waitFor();
        await expect.poll(() => creditsOf(page)).toBe(before + 25);
        await shot(page, `admin-user-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin user detail (${lang})` });
        await atPhoneWidth(page, `admin-user-mobile-${lang}`);

        // The audit log, filtered to this user: the entry with its reason and before → after.
        await page.getByRole('link', { name: l.auditLink }).click();
        await expectPath(page, `/${lang}/admin/audit-log`);
        await expectHeading(page, l.auditTitle);
        const entry = page.getByTestId('admin-audit-row');
        await expect.poll(() => entry.count()).toBe(1);
        const text = await entry.innerText();
        for (const part of [l.adjustment, admins[lang], userEmail, 'Goodwill for a failed order', `creditsBalance: ${before} → ${before + 25}`]) expect(text).toContain(part);
        await shot(page, `admin-audit-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin audit log (${lang})` });
        const auditUrl = page.url();
        await page.getByLabel(l.action).selectOption({ label: l.disabledAction });
        await main(page).getByText(l.noAudit).waitFor();

        // A page holds 25 entries: with 25 more adjustments (through the API) the first one shows after "Load more".
        for (let i = 0; i < 25; i++) await restData(e2e.url, `/api/admin/users/${userId}/credits`, { method: 'POST', body: { amount: 1, reason: `Paging check ${i}` }, token: adminSession.token });
        await page.goto(auditUrl);
        await expect.poll(() => entry.count()).toBe(25);
        expect(await entry.first().innerText()).toContain('Paging check 24');
        await main(page).getByRole('button', { name: l.more, exact: true }).click();
        await expect.poll(() => entry.count()).toBe(26);
        expect(await entry.last().innerText()).toContain('Goodwill for a failed order');
        await expect.poll(() => main(page).getByRole('button', { name: l.more, exact: true }).count()).toBe(0);

        // AI jobs by kind: the user's training, and none of another kind.
        await main(page).getByRole('navigation').getByRole('link', { name: l.jobs }).click();
        await page.getByLabel(l.kind).selectOption({ label: l.training });
        const job = page.getByTestId('admin-job-row').filter({ hasText: userEmail });
        await job.waitFor();
        expect(await job.getAttribute('data-kind')).toBe('training');
        await expect.poll(async () => new Set(await page.getByTestId('admin-job-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))).toEqual(new Set(['training']));
        await shot(page, `admin-jobs-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin AI jobs (${lang})` });
        await page.getByLabel(l.kind).selectOption('video');
        await main(page).getByText(l.noJobs).waitFor();
        expect(new URL(page.url()).searchParams.get('kind')).toBe('video');

        // Activities (the user's among them) and subscriptions (none bought here).
        await main(page).getByRole('navigation').getByRole('link', { name: l.activities }).click();
        await page.getByTestId('admin-activity-row').filter({ hasText: userEmail }).first().waitFor();
        await shot(page, `admin-activities-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin activities (${lang})` });
        await main(page).getByRole('navigation').getByRole('link', { name: l.subscriptions }).click();
        await main(page).getByText(l.noSubscriptions).waitFor();
        await expectNoSeriousA11yViolations(page, { context: `admin subscriptions (${lang})` });
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    });

    it('a user who is not an admin is refused at /admin and has no admin link; they create an API key, see it once, revoke it', { timeout: 180_000 }, async () => {
      const { page, problems, close } = await signedInPage(e2e, lang, user, { clipboard: true });
      try {
        await page.goto(`/${lang}/admin/users`);
        await expectHeading(page, l.denied);
        await main(page).getByText(l.deniedText).waitFor();
        expect(await page.getByRole('banner').getByRole('link', { name: l.adminLink, exact: true }).count()).toBe(0);
        await shot(page, `admin-refused-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `admin refused to a user (${lang})` });

        await page.goto(l.apiTab);
        const name = `CI ${lang}`;
        await field(page, l.keyName).fill(name);
        await page.getByLabel(/^models:read/).check();
        await page.getByRole('button', { name: l.createKey }).click();
        const shown = page.getByTestId('created-api-key');
        await shown.waitFor();
        const key = (await shown.innerText()).trim();
        expect(key).toMatch(/^kadr_live_\w+$/);
        await main(page).getByText(l.shownOnce).waitFor();
        await main(page).getByRole('button', { name: l.copy, exact: true }).click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
        await shot(page, `api-key-created-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `account API, new key shown once (${lang})` });
        // The key works, within its scope.
        const ok = await graphql(key, '{ models { id } }');
        expect([ok.status, ok.body.errors]).toEqual([200, undefined]);

        // Once: gone after "stored", and not on the page after a reload either; listed by its prefix.
        await main(page).getByRole('button', { name: l.stored }).click();
        await expect.poll(() => shown.count()).toBe(0);
        await page.reload();
        const row = page.getByTestId('api-key-row').filter({ hasText: name });
        await row.waitFor();
        expect(await row.innerText()).toContain(key.slice(0, 16));
        expect(await page.content()).not.toContain(key);

        await row.getByRole('button', { name: l.revoke }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: l.revoke }).click();
        await toast(page, l.revoked(name)).waitFor();
        await expect.poll(() => row.getAttribute('data-state')).toBe('revoked');
        await shot(page, `api-key-revoked-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `account API, revoked key (${lang})` });
        await atPhoneWidth(page, `api-tab-mobile-${lang}`);
        expect((await graphql(key, '{ models { id } }')).status).toBe(401);

        // A webhook endpoint: added, its secret revealed, its (empty) delivery log, disabled, deleted.
        await field(page, l.endpointUrl).fill('http://127.0.0.1:9/kadr-hooks');
        await page.getByLabel(/^training\.succeeded/).check();
        await page.getByRole('button', { name: l.addEndpoint }).click();
        await toast(page, l.endpointAdded).waitFor();
        const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: '127.0.0.1:9/kadr-hooks' });
        expect(await endpoint.getByTestId('webhook-secret').innerText()).not.toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
        await endpoint.getByRole('button', { name: l.showSecret }).click();
        expect(await endpoint.getByTestId('webhook-secret').innerText()).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
        await endpoint.getByRole('button', { name: l.deliveryLog }).click();
        await endpoint.getByText(l.noDeliveries).waitFor();
        await endpoint.getByRole('button', { name: l.disable, exact: true }).click();
        await endpoint.getByText(l.disabled, { exact: true }).waitFor();
        await shot(page, `api-webhook-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `account API, webhook endpoint (${lang})` });
        await endpoint.getByRole('button', { name: l.deleteEndpoint, exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: l.deleteEndpoint }).click();
        await toast(page, l.endpointDeleted).waitFor();
        await expect.poll(() => endpoint.count()).toBe(0);
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    });

    it('shows the developer page to a visitor', { timeout: 120_000 }, async () => {
      const { page, problems, close } = await openPage(e2e, { lang });
      try {
        await page.goto(l.developers);
        await expectHeading(page, l.developersTitle);
        // Every scope a key can have, billing:read (invoices) among them.
        await expect.poll(() => page.getByTestId('developers-scope').count()).toBe(6);
        expect(await page.getByTestId('developers-scope').filter({ hasText: 'billing:read' }).count()).toBe(1);
        expect(await main(page).innerText()).toMatch(/webhook-signature[\s\S]*HMAC-SHA256[\s\S]*429[\s\S]*Retry-After/);
        await shot(page, `developers-${lang}`);
        await expectNoSeriousA11yViolations(page, { context: `developer page (${lang})` });
        await atPhoneWidth(page, `developers-mobile-${lang}`);
        expect(problems()).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}

import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { atPhoneWidth, balance, createConfirmedUser, desktopViewport, expectHeading, expectPath, field, freshEmail, linkFromMailbox, openPage, phoneViewport, restData, screenshot, settled, startE2e, submitLogin, submitRegistration, texts, toast, type E2e, type Lang, type Page, type TrackedPage } from '../support/browser';
import { waitFor } from '../support/wait';

// Teams and notifications as two people meet them (issue #12): an admin makes a team, moves credits to it and
// invites a colleague by email; the colleague registers from the mailed link (confirming the address), comes back
// to the invitation, joins, switches between personal and team credits, trains and makes a headshot on the team's
// credits; the admin sees the usage and the headshot; both bells count live (no reload) and are marked read.
// Sign-up gives 20 credits; the training takes 10 and a standard headshot 1, so a 15-credit team pays for both.
const env = { SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10' };
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

const password = 'sekret-123';

const x = {
  en: {
    teamTab: '/en/account?tab=team',
    modelsTab: '/en/account',
    emptyTitle: 'Work together in a team',
    teamName: 'Team name',
    create: 'Create team',
    team: 'Acme Studio',
    transferAmount: 'Credits',
    transfer: 'Transfer to team',
    transferred: '15 credits moved to the team',
    inviteEmail: 'Email address',
    invite: 'Send invitation',
    invitationPath: '/en/invitation/',
    invitationTitle: 'Team invitation',
    privacy: 'Team admins can see and download the headshots you make with team credits.',
    register: 'Create an account',
    join: 'Join team',
    joined: (team: string) => `Welcome to ${team}! You are now using the team credits.`,
    personal: 'Personal',
    generator: '/en/generator',
    generate1: 'Generate 1 headshot',
    memberJoined: (name: string, team: string) => `${name} joined the team “${team}”.`,
    trained: 'Training completed successfully!',
    markAll: 'Mark all as read',
    bell: (n: number) => `Notifications (${n === 0 ? 'none unread' : `${n} unread`})`,
    leave: 'Leave team',
    lastAdmin: 'A team needs at least one admin. Make someone else an admin first.',
    roleOf: (name: string) => `Role of ${name}`,
    roleChanged: 'The role has been changed.',
    maxUses: 'Maximum uses',
    domain: 'Only for addresses at (optional)',
    createLink: 'Create link',
    copy: 'Copy',
    copied: 'Copied',
    wrongDomain: 'This invitation is only for addresses in another email domain.',
    usedUp: 'This invitation has already been used. Ask the team admin for a new one.',
    downloadAll: 'Download all as ZIP',
    spentOn: (job: string) => `Spent: ${job}`,
    headshotJob: 'headshot',
  },
  pl: {
    teamTab: '/pl/konto?tab=team',
    modelsTab: '/pl/konto',
    emptyTitle: 'Pracujcie razem w zespole',
    teamName: 'Nazwa zespołu',
    create: 'Utwórz zespół',
    team: 'Zespół Łódź',
    transferAmount: 'Kredyty',
    transfer: 'Przenieś do zespołu',
    transferred: 'Przeniesiono do zespołu 15 kredytów',
    inviteEmail: 'Adres e-mail',
    invite: 'Wyślij zaproszenie',
    invitationPath: '/pl/zaproszenie/',
    invitationTitle: 'Zaproszenie do zespołu',
    privacy: 'Administratorzy zespołu mogą oglądać i pobierać zdjęcia profilowe, które tworzysz za kredyty zespołu.',
    register: 'Załóż konto',
    join: 'Dołącz do zespołu',
    joined: (team: string) => `Witaj w zespole ${team}! Korzystasz teraz z kredytów zespołu.`,
    personal: 'Konto osobiste',
    generator: '/pl/generator-zdjec-profilowych',
    generate1: 'Generuj 1 zdjęcie',
    memberJoined: (name: string, team: string) => `Do zespołu „${team}” dołączyła nowa osoba: ${name}.`,
    trained: 'Trening zakończony sukcesem!',
    markAll: 'Oznacz wszystkie jako przeczytane',
    bell: (n: number) => `Powiadomienia (${n === 0 ? 'brak nieprzeczytanych' : `${n} nieprzeczytane`})`,
    leave: 'Opuść zespół',
    lastAdmin: 'Zespół musi mieć co najmniej jednego administratora. Najpierw nadaj tę rolę komuś innemu.',
    roleOf: (name: string) => `Rola: ${name}`,
    roleChanged: 'Rola została zmieniona.',
    maxUses: 'Limit użyć',
    domain: 'Tylko dla adresów w domenie (opcjonalnie)',
    createLink: 'Utwórz link',
    copy: 'Kopiuj',
    copied: 'Skopiowano',
    wrongDomain: 'To zaproszenie jest tylko dla adresów w innej domenie e-mail.',
    usedUp: 'To zaproszenie zostało już wykorzystane. Poproś administratora zespołu o nowe.',
    downloadAll: 'Pobierz wszystkie (ZIP)',
    spentOn: (job: string) => `Wydatek: ${job}`,
    headshotJob: 'zdjęcie',
  },
} as const;

const main = (page: Page) => page.locator('main');
const bell = (page: Page) => page.getByTestId('notification-bell');
const bellCount = (page: Page) => bell(page).getAttribute('data-count');
/** A value of the page's label–value rows (LabelledValues), by its message id. */
const labelled = (page: Page, id: string) => page.getByTestId(id).innerText();

/** Picks Personal or a team in the header's switch: one click opens it, one click on the item chooses. */
async function chooseAccount(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await page.getByTestId('team-switcher').click();
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** A page already signed in as this confirmed account (its tokens from the REST login). */
async function signedInPage(lang: Lang, email: string): Promise<TrackedPage> {
  const session = await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email, password } });
  const tracked = await openPage(e2e, { lang });
  // The invite link's Copy button writes to the clipboard, which the test reads back.
  await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
  await tracked.context.addInitScript((s) => {
    if (localStorage.getItem('kadr.refreshToken')) return;
    localStorage.setItem('kadr.token', s.token);
    localStorage.setItem('kadr.refreshToken', s.refreshToken);
  }, session);
  return tracked;
}

/** Marks the document; `stillSameDocument` is true until the page reloads or leaves. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { kadrMark: number }).kadrMark = 1));
  return () => page.evaluate(() => (window as unknown as { kadrMark?: number }).kadrMark === 1);
}

/** Uploads six selfies and trains the signed-in user's model through the REST facade (local engine: seconds). */
async function trainModel(token: string): Promise<void> {
  const { modelId } = await restData(e2e.url, '/api/ai/models', { method: 'POST', body: { name: null }, token });
  await restData(e2e.url, `/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(await onePersonSelfies()), token });
  await restData(e2e.url, `/api/ai/models/${modelId}/train`, { method: 'POST', body: {}, token });
  await waitFor(
    async () => {
      const model = await restData(e2e.url, `/api/ai/models/${modelId}`, { token });
      if (model.training_status === 'failed') throw new Error('the training failed');
      return model.training_status === 'succeeded';
    },
    { what: 'the training to succeed', timeoutMs: 240_000, intervalMs: 300 },
  );
}

/** Opens the bell, checks its list, screenshots it, marks all read: the badge goes to zero without a reload. */
async function markAllRead(page: Page, lang: Lang, expected: { count: number; unread: number; texts: string[]; shot: string }) {
  const l = x[lang];
  await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(l.bell(expected.unread));
  // From the top: a full-page picture of a scrolled page draws the sticky header over the content.
  await page.evaluate(() => scrollTo(0, 0));
  await bell(page).click();
  const items = page.getByTestId('notification-item');
  await expect.poll(() => items.count()).toBe(expected.count);
  expect(await page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(expected.unread);
  const list = await page.getByTestId('notification-list').innerText();
  for (const text of expected.texts) expect(list).toContain(text);
  await settled(page);
  await screenshot(page, expected.shot);
  await expectNoSeriousA11yViolations(page, { context: `notifications open, ${expected.shot}` });
  await page.getByRole('button', { name: l.markAll }).click();
  await expect.poll(() => bellCount(page)).toBe('0');
  await expect.poll(() => page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(0);
  expect(await bell(page).getAttribute('aria-label')).toBe(l.bell(0));
  await page.keyboard.press('Escape');
}

describe.each(['en', 'pl'] as const)('a team in %s', (lang) => {
  const t = texts[lang];
  const l = x[lang];

  it(
    'admin creates a team, moves credits, invites by email; the colleague registers from the link, joins, switches, spends team credits; both bells count live',
    { timeout: 600_000 },
    async () => {
      const adminAccount = await createConfirmedUser(e2e.url, { fullName: 'Ewa Admin', locale: lang, password });
      const colleagueEmail = freshEmail(`kolega-${lang}`);
      const colleagueName = lang === 'pl' ? 'Jan Kołodziej' : 'John Colleague';
      const admin = await signedInPage(lang, adminAccount.email);
      const colleague = await openPage(e2e, { lang });
      const a = admin.page;
      const c = colleague.page;
      try {
        // The admin: no team yet; create one, move 15 of the 20 personal credits to it, invite the colleague.
        await a.goto(l.teamTab);
        await main(a).getByRole('heading', { name: l.emptyTitle }).waitFor();
        await field(a, l.teamName).fill(l.team);
        await main(a).getByRole('button', { name: l.create }).click();
        await a.getByTestId('team-details').waitFor();
        expect(await a.locator('#team-name').innerText()).toBe(l.team);
        await a.getByRole('spinbutton', { name: l.transferAmount }).fill('15');
        await main(a).getByRole('button', { name: l.transfer }).click();
        await toast(a, l.transferred).waitFor();
        await expect.poll(() => labelled(a, 'teams.summary.balance')).toBe(t.credits(15));
        await expect.poll(() => balance(a)).toContain(t.credits(5));
        await field(a, l.inviteEmail).fill(colleagueEmail);
        await main(a).getByRole('button', { name: l.invite }).click();
        await expect.poll(() => a.getByTestId('team-invitation-row').count()).toBe(1);
        expect(await a.getByTestId('team-invitation-row').innerText()).toContain(colleagueEmail);
        // And an invite link for one email domain, up to 5 people: its address is shown once, to copy.
        await field(a, l.maxUses).fill('5');
        await field(a, l.domain).fill('firma.pl');
        await main(a).getByRole('button', { name: l.createLink }).click();
        const linkUrl = await a.getByTestId('invite-link-url').inputValue();
        expect(new URL(linkUrl).pathname.startsWith(l.invitationPath)).toBe(true);
        await main(a).getByRole('button', { name: l.copy, exact: true }).click();
        await main(a).getByRole('button', { name: l.copied, exact: true }).waitFor();
        expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
        await expect.poll(() => a.getByTestId('team-invitation-row').count()).toBe(2);
        expect(await a.getByTestId('team-invitation-row').filter({ hasText: 'firma.pl' }).innerText()).toMatch(/0\D+5/);
        await expect.poll(() => a.getByTestId('team-ledger-row').count()).toBe(1);
        await a.evaluate(() => scrollTo(0, 0));
        await settled(a);
        await screenshot(a, `teams-admin-created-${lang}`);
        await expectNoSeriousA11yViolations(a, { context: `account team, admin with a new team (${lang})` });
        const adminDocument = await markDocument(a);
        expect(await bellCount(a)).toBe('0');

        // The colleague opens the mailed link signed out: the invitation says what joining means, before joining.
        const link = await linkFromMailbox(e2e.url, colleagueEmail, 'team_invitation');
        expect(link.pathname.startsWith(l.invitationPath)).toBe(true);
        await c.goto(link.href);
        await expectHeading(c, l.invitationTitle);
        const card = c.getByTestId('invitation-card');
        await expect.poll(() => card.innerText()).toContain(l.team);
        const cardText = await card.innerText();
        expect(cardText).toContain('Ewa Admin');
        expect(cardText).toContain(l.privacy);
        expect(cardText).toContain(lang === 'pl' ? 'Członek' : 'Member');
        await screenshot(c, `teams-invitation-signed-out-${lang}`);

        // Registers (the address needs confirming), confirms by the mailed link, logs in: back at the invitation.
        await main(c).getByRole('link', { name: l.register }).click();
        await expectPath(c, `/${lang}/register`);
        await submitRegistration(c, lang, { fullName: colleagueName, email: colleagueEmail, password });
        await expectHeading(c, t.confirmNoticeTitle);
        const confirm = await linkFromMailbox(e2e.url, colleagueEmail, 'confirm_email');
        await c.goto(confirm.href);
        await c.getByText(t.confirmed).waitFor();
        await c.getByRole('link', { name: t.goToLogin }).click();
        await expectPath(c, `/${lang}/login`);
        await submitLogin(c, lang, colleagueEmail, password);
        await expectPath(c, link.pathname);
        await main(c).getByRole('button', { name: l.join }).waitFor();
        await bell(c).waitFor();
        await screenshot(c, `teams-invitation-signed-in-${lang}`);
        await expectNoSeriousA11yViolations(c, { context: `team invitation signed in (${lang})` });

        // Joins: the team becomes the current account, shown in the header and on the dashboard.
        await main(c).getByRole('button', { name: l.join }).click();
        await expectPath(c, `/${lang}/${lang === 'pl' ? 'pulpit' : 'dashboard'}`);
        await toast(c, l.joined(l.team)).waitFor();
        await expect.poll(() => labelled(c, 'dashboard.profileCard.team')).toBe(l.team);
        await expect.poll(() => labelled(c, 'dashboard.profileCard.credits')).toBe(t.credits(15));
        await expect.poll(() => balance(c)).toContain(l.team);
        await settled(c);
        await screenshot(c, `teams-colleague-dashboard-${lang}`);
        await expectNoSeriousA11yViolations(c, { context: `dashboard in a team (${lang})` });
        await atPhoneWidth(c, `teams-colleague-dashboard-${lang}-mobile`);
        // On a phone the switch sits in the folded menu, named.
        await c.setViewportSize(phoneViewport);
        await c.getByRole('banner').getByRole('button', { name: t.menu }).click();
        await expect.poll(() => c.getByTestId('team-switcher').innerText()).toContain(l.team);
        await settled(c);
        await screenshot(c, `teams-colleague-menu-${lang}-mobile`);
        await expectNoSeriousA11yViolations(c, { context: `phone menu with the team switch (${lang})` });
        await c.setViewportSize(desktopViewport);

        // The admin's bell counted the new member while the page stayed open.
        await expect.poll(() => bellCount(a), { timeout: 30_000 }).toBe('1');
        expect(await adminDocument()).toBe(true);

        // The switch: personal credits (the colleague's own 20), then the team's again.
        const colleagueDocument = await markDocument(c);
        await chooseAccount(c, l.personal);
        await expect.poll(() => labelled(c, 'dashboard.profileCard.team')).toBe(l.personal);
        await expect.poll(() => balance(c)).toContain(t.credits(20));
        await chooseAccount(c, l.team);
        await expect.poll(() => labelled(c, 'dashboard.profileCard.team')).toBe(l.team);
        await expect.poll(() => balance(c)).toContain(t.credits(15));

        // Training on the team's credits (10): its notification raises the colleague's bell, live.
        const token = await c.evaluate(() => localStorage.getItem('kadr.token'));
        await trainModel(token!);
        await expect.poll(() => bellCount(c), { timeout: 30_000 }).toBe('1');
        await expect.poll(() => balance(c)).toContain(t.credits(5));
        expect(await colleagueDocument()).toBe(true);

        // One standard headshot on the team's credits (1).
        await c.goto(l.generator);
        const form = c.getByTestId('headshot-form');
        await form.waitFor();
        await field(c, 'Prompt').fill('white background');
        await form.getByRole('button', { name: l.generate1 }).click();
        await expect.poll(() => c.getByTestId('headshot-progress').getAttribute('data-status'), { timeout: 180_000, interval: 200 }).toBe('succeeded');
        await expect.poll(() => balance(c)).toContain(t.credits(4));
        await expect.poll(() => bellCount(c), { timeout: 30_000 }).toBe('2');

        // The admin sees the colleague's usage, the team's movements and the headshot made with team credits.
        await a.reload();
        await a.getByTestId('team-details').waitFor();
        const usage = a.getByTestId('team-usage-row').filter({ hasText: colleagueName });
        await expect.poll(() => usage.innerText()).toMatch(/\b1?1\s+1\s+0$/);
        await expect.poll(() => labelled(a, 'teams.summary.balance')).toBe(t.credits(4));
        await expect.poll(() => a.getByTestId('team-headshot').count()).toBe(1);
        await expect.poll(() => a.getByTestId('team-ledger-row').count()).toBeGreaterThanOrEqual(3);
        await expect.poll(() => a.getByTestId('team-headshot').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // The ledger says what each charge paid for; every team photo comes as one ZIP, in the colleague's folder.
        await a.getByTestId('team-ledger-row').filter({ hasText: l.spentOn(l.headshotJob) }).first().waitFor();
        const [download] = await Promise.all([a.waitForEvent('download', { timeout: 30_000 }), main(a).getByRole('button', { name: l.downloadAll }).click()]);
        expect(download.suggestedFilename()).toMatch(/^kadr-team-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
        const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
        expect(Object.keys(entries)).toEqual([expect.stringMatching(lang === 'pl' ? /^jan-kolodziej-[0-9a-f]{8}\/kadr-[0-9a-f]{8}\.jpg$/ : /^john-colleague-[0-9a-f]{8}\/kadr-[0-9a-f]{8}\.jpg$/)]);
        for (const bytes of Object.values(entries)) expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
        await a.evaluate(() => scrollTo(0, 0));
        await settled(a);
        await screenshot(a, `teams-admin-usage-${lang}`);
        await expectNoSeriousA11yViolations(a, { context: `account team, admin with usage and headshots (${lang})` });
        // On a phone the page fits its width (the tables scroll inside their frames) and the header keeps one row.
        await atPhoneWidth(a, `teams-admin-usage-${lang}-mobile`);

        // The only admin cannot leave; the colleague, still a member, sees the team without its admin parts.
        await main(a).getByRole('button', { name: l.leave }).click();
        await a.getByRole('alertdialog').getByRole('button', { name: l.leave }).click();
        await toast(a, l.lastAdmin).waitFor();
        await c.goto(l.teamTab);
        await c.getByTestId('team-details').waitFor();
        await expect.poll(() => c.getByTestId('team-member-row').count()).toBe(2);
        expect(await c.getByTestId('team-usage-row').count()).toBe(1);
        for (const adminOnly of ['team-transfer', 'team-invite', 'team-invite-link', 'team-invitations', 'team-headshots']) {
          expect(await c.getByTestId(adminOnly).count(), adminOnly).toBe(0);
        }
        await settled(c);
        await screenshot(c, `teams-member-view-${lang}`);
        await expectNoSeriousA11yViolations(c, { context: `account team, member (${lang})` });
        // Then the admin makes the colleague an admin too.
        await a.getByLabel(l.roleOf(colleagueName)).selectOption('admin');
        await toast(a, l.roleChanged).waitFor();

        // The used email invitation and the other domain's link refuse the colleague, in words.
        await c.goto(link.href);
        await main(c).getByText(l.usedUp).waitFor();
        expect(await main(c).getByRole('button', { name: l.join }).count()).toBe(0);
        await c.goto(linkUrl);
        await expect.poll(() => c.getByTestId('invitation-card').innerText()).toContain('@firma.pl');
        await main(c).getByRole('button', { name: l.join }).click();
        await main(c).getByRole('alert').filter({ hasText: l.wrongDomain }).waitFor();
        // A refusal the same invitation would repeat leaves no button to try again.
        expect(await main(c).getByRole('button', { name: l.join }).count()).toBe(0);
        await screenshot(c, `teams-invitation-wrong-domain-${lang}`);
        await expectNoSeriousA11yViolations(c, { context: `team invitation refused (${lang})` });

        // Opening a notification marks it read and follows its link, in this language.
        await c.evaluate(() => scrollTo(0, 0));
        await bell(c).click();
        await c.getByTestId('notification-item').filter({ hasText: l.trained }).click();
        await expectPath(c, l.modelsTab);
        expect(new URL(c.url()).search).toBe('?tab=models');
        await expect.poll(() => bellCount(c)).toBe('1');

        // Both mark all as read.
        await markAllRead(c, lang, { count: 2, unread: 1, texts: [l.trained], shot: `notifications-colleague-${lang}` });
        await markAllRead(a, lang, { count: 1, unread: 1, texts: [l.memberJoined(colleagueName, l.team)], shot: `notifications-admin-${lang}` });
        expect(admin.problems()).toEqual([]);
        expect(colleague.problems()).toEqual([]);
      } finally {
        await admin.close();
        await colleague.close();
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, expectHeading, openPage, restData, screenshot, startE2e, type E2e } from '../support/browser';

// TEAMS_ENABLED=false (issue #12 item 3): the web app shows no team entry point, and an invitation link says the
// feature is disabled instead of offering to join.
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ TEAMS_ENABLED: 'false' });
});
afterAll(() => e2e?.close());

describe.each([
  ['en', { account: '/en/account', invitation: '/en/invitation/some-token', title: 'Team invitation', disabled: 'Team feature is disabled', tabs: ['Profile', 'Subscription', 'AI models', 'Usage', 'API'], teamEmail: 'A new member joined your team', lowCredits: 'Credits running low' }],
  ['pl', { account: '/pl/konto', invitation: '/pl/zaproszenie/some-token', title: 'Zaproszenie do zespołu', disabled: 'Funkcja zespołów jest wyłączona', tabs: ['Profil', 'Subskrypcja', 'Modele AI', 'Wykorzystanie', 'API'], teamEmail: 'Nowa osoba dołączyła do zespołu', lowCredits: 'Kończą się kredyty' }],
] as const)('teams switched off in %s', (lang, l) => {
  it('hides the team tab, the switcher and the team email switches; an invitation says the feature is disabled; an email switch is saved', async () => {
    const user = await createConfirmedUser(e2e.url, { locale: lang });
    const session = await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
    const { page, context, problems, close } = await openPage(e2e, { lang });
    try {
      // Signed out, the invitation screen names the switch.
      await page.goto(l.invitation);
      await expectHeading(page, l.title);
      await page.locator('main').getByText(l.disabled, { exact: true }).waitFor();
      await screenshot(page, `teams-disabled-invitation-${lang}`);

      await context.addInitScript((s) => {
        localStorage.setItem('kadr.token', s.token);
        localStorage.setItem('kadr.refreshToken', s.refreshToken);
      }, session);
      await page.goto(`${l.account}?tab=team`);
      // Once the switch is read, the tab asked for does not exist, so the profile opens, with the email switches.
      await page.locator('[data-teams="off"]').waitFor();
      await page.getByTestId('email-preferences').getByRole('checkbox').first().waitFor();
      expect(await page.getByRole('tab').allInnerTexts()).toEqual([...l.tabs]);
      expect(await page.getByTestId('email-preferences').innerText()).not.toContain(l.teamEmail);
      await page.getByTestId('notification-bell').waitFor();
      expect(await page.getByTestId('team-switcher').count()).toBe(0);
      await screenshot(page, `teams-disabled-account-${lang}`);

      // An email switch is saved: after a reload it is still off.
      const lowCredits = page.getByRole('checkbox', { name: l.lowCredits });
      expect(await lowCredits.isChecked()).toBe(true);
      const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('SetNotificationEmailPreference') === true);
      await page.getByTestId('email-preferences').getByText(l.lowCredits, { exact: true }).click();
      await expect.poll(() => lowCredits.isChecked()).toBe(false);
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await page.getByTestId('email-preferences').getByRole('checkbox').first().waitFor();
      expect(await page.getByRole('checkbox', { name: l.lowCredits }).isChecked()).toBe(false);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

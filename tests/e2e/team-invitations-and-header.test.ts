import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, restData, startE2e, type E2e, type Lang } from '../support/browser';
import { signedInPage } from '../support/e2e-users';
import { waitFor } from '../support/wait';

// What issue #23 found uncovered around teams: invitations that can no longer be used (expired, revoked), the
// header's team switch taking the first click, and the bell's "Load more".
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const password = 'sekret-123';

/** A confirmed account and its session (the REST login's tokens). */
async function account(lang: Lang, fullName: string) {
  const user = await createConfirmedUser(e2e.url, { fullName, locale: lang, password });
  const session = (await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password } })) as { token: string; refreshToken: string };
  return { ...user, session };
}

// These tests drive the API with a few hand-written operations; their answers are read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped answers of hand-written operations
type Answer = Record<string, any>;

/** A GraphQL operation as `token`'s holder (or signed out); fails on errors. */
async function gql<T = Answer>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${e2e.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

const createTeam = async (token: string, name: string): Promise<string> =>
  (await gql(token, 'mutation ($name: String!) { createTeam(name: $name) { id } }', { name })).createTeam.id;

const createLink = async (token: string, teamId: string, expiresAt?: Date): Promise<{ url: string; id: string }> => {
  const { createTeamInviteLink: l } = await gql(token, 'mutation ($teamId: ID!, $expiresAt: DateTime) { createTeamInviteLink(teamId: $teamId, expiresAt: $expiresAt) { url invitation { id } } }', { teamId, expiresAt });
  return { url: l.url, id: l.invitation.id };
};

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

const refusal = {
  en: { expired: 'This invitation has expired. Ask the team admin for a new one.', revoked: 'This invitation has been revoked.', join: 'Join team' },
  pl: { expired: 'To zaproszenie wygasło. Poproś administratora zespołu o nowe.', revoked: 'To zaproszenie zostało unieważnione.', join: 'Dołącz do zespołu' },
} as const;

describe.each(['en', 'pl'] as const)('invitations that can no longer be used, in %s', (lang) => {
  it('an expired and a revoked invitation say so and offer no way to join', { timeout: 240_000 }, async () => {
    const l = refusal[lang];
    const admin = await account(lang, 'Ewa Admin');
    const teamName = lang === 'pl' ? 'Zespół Żółw' : 'Turtle Team';
    const teamId = await createTeam(admin.session.token, teamName);
    // A link valid for 2 s, and one revoked at once.
    const expiring = await createLink(admin.session.token, teamId, new Date(Date.now() + 2_000));
    const revoked = await createLink(admin.session.token, teamId);
    await gql(admin.session.token, 'mutation ($teamId: ID!, $id: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $id) { id } }', { teamId, id: revoked.id });
    // The server's own word that the first has expired, without sleeping longer than that.
    await waitFor(
      async () => (await gql(null, 'query ($token: String!) { teamInvitation(token: $token) { status } }', { token: tokenOf(expiring.url) })).teamInvitation.status === 'expired',
      { what: 'the invitation to expire', timeoutMs: 30_000, intervalMs: 200 },
    );

    const invitee = await account(lang, lang === 'pl' ? 'Jan Kowalski' : 'John Smith');
    const tracked = await signedInPage(e2e, lang, invitee.session);
    const page = tracked.page;
    try {
      for (const [url, message] of [
        [expiring.url, l.expired],
        [revoked.url, l.revoked],
      ] as const) {
        await page.goto(url);
        const card = page.getByTestId('invitation-card');
        await card.getByText(message).waitFor();
        expect(await card.innerText()).toContain(teamName);
        // Signed in, and still no button to join.
        await page.getByTestId('notification-bell').waitFor();
        expect(await page.locator('main').getByRole('button', { name: l.join }).count()).toBe(0);
        // Nor does the server take it.
        const res = await fetch(`${e2e.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${invitee.session.token}` },
          body: JSON.stringify({ query: 'mutation ($token: String!) { acceptTeamInvitation(token: $token) { id } }', variables: { token: tokenOf(url) } }),
        });
        const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
        expect(body.errors?.[0]?.extensions?.code).toBe(url === expiring.url ? 'INVITATION_EXPIRED' : 'INVITATION_REVOKED');
      }
      const me = await gql(invitee.session.token, '{ myTeams { id } }');
      expect(me.myTeams).toEqual([]);
      expect(tracked.problems()).toEqual([]);
    } finally {
      await tracked.close();
    }
  });
});

it('the header switch takes the first click, also when the page scrolls under the open menu', { timeout: 240_000 }, async () => {
  const user = await account('en', 'Ala Switch');
  await createTeam(user.session.token, 'Scroll Team');
  const tracked = await signedInPage(e2e, 'en', user.session);
  const page = tracked.page;
  try {
    // The team page: long enough to scroll, the header sticks at the top.
    await page.goto('/en/account?tab=team');
    await page.getByTestId('team-details').waitFor();
    // A busy machine: the browser gets a quarter of the CPU.
    const cdp = await tracked.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const trigger = page.getByTestId('team-switcher');
    await trigger.click();
    const item = page.getByRole('menuitem', { name: 'Scroll Team' });
    await item.waitFor();
    // The page scrolls under the open menu: the menu stays under its button at once, not one repositioning later
    // (positioned in the document, it moved with the page, and a click on its way landed beside it: issue #23).
    const moved = await page.evaluate(async () => {
      const menu = document.querySelector('[role="menu"]')!;
      const trigger = document.querySelector('[data-testid="team-switcher"]')!;
      await Promise.all(menu.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      const gap = () => menu.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
      const was = { y: scrollY, gap: gap() };
      scrollBy({ top: 150, behavior: 'instant' });
      return { scrolled: scrollY - was.y, shift: gap() - was.gap };
    });
    expect(moved.scrolled).toBeGreaterThan(50);
    expect(Math.abs(moved.shift)).toBeLessThan(1);
    // One click on the item switches.
    await item.click();
    await item.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect.poll(() => trigger.getAttribute('aria-label')).toContain('Account: Scroll Team,');
    // And back, the page scrolled by the wheel while the menu is open.
    await trigger.click();
    const personal = page.getByRole('menuitem', { name: 'Personal' });
    await personal.waitFor();
    await page.mouse.wheel(0, -120);
    await personal.click();
    await personal.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect.poll(() => trigger.getAttribute('aria-label')).toContain('Account: Personal,');
    expect(tracked.problems()).toEqual([]);
  } finally {
    await tracked.close();
  }
});

it('the bell loads older notifications a page at a time, without repeats, until there are no more', { timeout: 240_000 }, async () => {
  const admin = await account('en', 'Ewa Admin');
  const invitee = await account('en', 'John Smith');
  const teamId = await createTeam(admin.session.token, 'Bell Team');
  // 23 invitations of one account (each replaces the last): 23 notifications, the bell's page is 10.
  for (let i = 0; i < 23; i++) {
    await gql(admin.session.token, 'mutation ($teamId: ID!, $email: String!) { inviteTeamMember(teamId: $teamId, email: $email) { id } }', { teamId, email: invitee.email });
  }
  const tracked = await signedInPage(e2e, 'en', invitee.session);
  const page = tracked.page;
  try {
    await page.goto('/en/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-count')).toBe('23');
    await bell.click();
    const items = page.getByTestId('notification-item');
    const more = page.getByRole('button', { name: 'Load more' });
    // Each notification's time (to the millisecond) tells them apart.
    const times = () => items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    await expect.poll(() => items.count()).toBe(10);
    const first = await times();
    for (const expected of [20, 23]) {
      await more.click();
      await expect.poll(() => items.count()).toBe(expected);
      const now = await times();
      expect(new Set(now).size).toBe(expected);
      // Appended below, newest first: the earlier ones stay where they were.
      expect(now.slice(0, first.length)).toEqual(first);
      expect([...now].sort().reverse()).toEqual(now);
    }
    // The last page: no button, still 23, none read by paging.
    expect(await more.count()).toBe(0);
    expect(await items.count()).toBe(23);
    expect(await page.locator('[data-testid="notification-item"][data-unread]').count()).toBe(23);
    expect(tracked.problems()).toEqual([]);
  } finally {
    await tracked.close();
  }
});

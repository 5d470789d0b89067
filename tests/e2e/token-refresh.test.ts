import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  expectHeading,
  expectPath,
  field,
  openPage,
  pathFor,
  restData,
  startE2e,
  submitLogin,
  texts,
  until,
  type E2e,
  type Lang,
  type Page,
  type TrackedPage,
} from '../support/browser';

// The shortest lifetime the server accepts is 1 s; 2 s leaves time to log in before the first token expires.
const ACCESS_TOKEN_TTL_SECONDS = 2;

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) });
});
afterAll(() => e2e?.close());

const storedTokens = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('kadr.token'), refreshToken: localStorage.getItem('kadr.refreshToken') }));

const me = (token: string) => fetch(`${e2e.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

/** Waits until the server itself refuses this access token (expired), without sleeping longer than that. */
async function waitUntilExpired(token: string) {
  await until(async () => ((await me(token)).status === 401 ? true : undefined), 'the access token to expire', (ACCESS_TOKEN_TTL_SECONDS + 3) * 1000);
}

async function signIn(tracked: TrackedPage, lang: Lang) {
  const user = await createConfirmedUser(e2e.url, { locale: lang });
  await tracked.page.goto(pathFor('login', lang));
  await submitLogin(tracked.page, lang, user.email, user.password);
  await expectPath(tracked.page, pathFor('dashboard', lang));
  const tokens = await storedTokens(tracked.page);
  expect(tokens.token).toBeTruthy();
  return { user, tokens: tokens as { token: string; refreshToken: string } };
}

/** The live-updates sockets (graphql-ws) the page opened, in order: the message types each received, and whether it closed. */
function liveSockets(page: Page) {
  const sockets: { received: string[]; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/graphql')) return;
    const socket = { received: [] as string[], closed: false };
    sockets.push(socket);
    ws.on('framereceived', (frame) => {
      try {
        socket.received.push((JSON.parse(String(frame.payload)) as { type: string }).type);
      } catch {
        /* not a graphql-ws message */
      }
    });
    ws.on('close', () => void (socket.closed = true));
  });
  return sockets;
}

/** Refresh calls the page made, with their answers. */
async function refreshAnswers(tracked: TrackedPage): Promise<number[]> {
  return Promise.all(tracked.requests('/api/auth/refresh').map(async (r) => (await r.response())?.status() ?? 0));
}

const saved = { en: 'Your profile has been updated.', pl: 'Twój profil został zaktualizowany.' } as const;
const save = { en: 'Save changes', pl: 'Zapisz zmiany' } as const;

describe('access token refresh', () => {
  it('refreshes an expired token once and retries the action, keeping the user signed in', async () => {
    const tracked = await openPage(e2e, { lang: 'en' });
    const { page } = tracked;
    const t = texts.en;
    const live = liveSockets(page);
    try {
      const { user, tokens } = await signIn(tracked, 'en');
      expect(await refreshAnswers(tracked)).toEqual([]);
      await waitUntilExpired(tokens.token);

      // Act in the app with the expired token: open the account page and save a new name.
      await page.getByRole('banner').getByRole('link', { name: 'Anna Nowak' }).click();
      await expectPath(page, pathFor('account', 'en'));
      await expectHeading(page, t.accountTitle);
      await field(page, t.fullName).fill('Anna Refreshed');
      await page.getByRole('button', { name: save.en }).click();
      await page.getByText(saved.en).waitFor();

      // Refreshes succeeded, the tokens rotated, and the change reached the server. (The action's 401 refreshed once;
      // the live socket, which the server closes when its token expires, refreshes before reconnecting, so with
      // 2-second tokens there may be more than one by now, each answered 200.)
      const answers = await refreshAnswers(tracked);
      expect(answers.length).toBeGreaterThanOrEqual(1);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      const now = await storedTokens(page);
      expect(now.token).not.toBe(tokens.token);
      expect(now.refreshToken).not.toBe(tokens.refreshToken);
      // Read back through a session of its own: the page's 2-second token may have expired again on a busy machine.
      const fresh = await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
      const profile = await (await me(fresh.token as string)).json();
      expect(profile.data.fullName).toBe('Anna Refreshed');

      // Still signed in, with no session-expired message.
      await page.getByRole('banner').getByRole('link', { name: 'Anna Refreshed' }).waitFor();
      expect(await page.getByText(t.sessionExpired).count()).toBe(0);
      await expectPath(page, pathFor('account', 'en'));

      // The live updates went on: the first socket was closed at its token's expiry, and a new one (with a fresh
      // token) subscribed again and got the balance, without an error shown or logged.
      await until(
        async () => (live.length >= 2 && live[0]!.closed && live.slice(1).some((s) => s.received.includes('next')) ? true : undefined),
        'the live updates to resume on a new socket',
        15_000,
      );
      expect(live.flatMap((s) => s.received).filter((type) => type === 'error')).toEqual([]);
      expect(tracked.problems()).toEqual([]);
    } finally {
      await tracked.close();
    }
  });

  it('restores the session on reload after the token expired (pl)', async () => {
    const tracked = await openPage(e2e, { lang: 'pl' });
    const { page } = tracked;
    const t = texts.pl;
    try {
      const { user, tokens } = await signIn(tracked, 'pl');
      await waitUntilExpired(tokens.token);

      await page.reload();
      await expectHeading(page, t.dashboardTitle);
      const card = page.getByRole('region', { name: t.profileCard });
      await expect.poll(() => card.innerText()).toContain(user.email);
      await expectPath(page, pathFor('dashboard', 'pl'));
      expect(await refreshAnswers(tracked)).toContain(200);
      expect((await storedTokens(page)).token).not.toBe(tokens.token);
      expect(await page.getByText(t.sessionExpired).count()).toBe(0);
      expect(tracked.problems()).toEqual([]);
    } finally {
      await tracked.close();
    }
  });

  it('signs out with the session-expired message when the refresh is refused', async () => {
    const tracked = await openPage(e2e, { lang: 'en' });
    const { page } = tracked;
    const t = texts.en;
    try {
      await signIn(tracked, 'en');
      await page.getByRole('banner').getByRole('link', { name: 'Anna Nowak' }).click();
      await expectHeading(page, t.accountTitle);

      // The session ends elsewhere (e.g. logout on another device): access and refresh token are revoked. The
      // tokens are the page's own at this moment: they live 2 s, so the page may have refreshed them already (the
      // signed-in app opens its live updates at once), which is no part of what is tested here.
      const current = await storedTokens(page);
      const refreshesBefore = (await refreshAnswers(tracked)).length;
      const logout = await fetch(`${e2e.url}/api/auth/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${current.token}` },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
      });
      expect(logout.status).toBe(200);

      await page.getByRole('button', { name: save.en }).click();
      await page.getByText(t.sessionExpired).waitFor();
      expect((await refreshAnswers(tracked)).slice(refreshesBefore)).toEqual([401]);
      await expectPath(page, pathFor('login', 'en'));
      expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
      expect(tracked.problems()).toEqual([]);
    } finally {
      await tracked.close();
    }
  });
});

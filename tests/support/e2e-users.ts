import { openPage, restData, type E2e, type Lang, type TrackedPage } from './browser';

/** A signed-in user's tokens, as the register and login routes answer them. */
export interface Session {
  token: string;
  refreshToken: string;
}

/** Registers through the API and answers the new session (the app runs with REQUIRE_EMAIL_CONFIRMATION=false). */
export async function registerSession(e2e: E2e, { email, password, fullName, lang }: { email: string; password: string; fullName: string; lang: Lang }): Promise<Session> {
  const session = await restData(e2e.url, '/api/auth/register', { method: 'POST', body: { email, password, fullName, locale: lang } });
  return { token: session.token as string, refreshToken: session.refreshToken as string };
}

/**
 * A page already signed in with `session`: the tokens are stored before the app's first load, and only while none
 * are (so the app's own refreshes and sign-outs are kept across reloads). `clipboard` lets the page use the clipboard.
 */
export async function signedInPage(e2e: E2e, lang: Lang, session: Session, { clipboard = false } = {}): Promise<TrackedPage> {
  const tracked = await openPage(e2e, { lang });
  if (clipboard) await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
  await tracked.context.addInitScript((s) => {
    if (localStorage.getItem('kadr.refreshToken')) return;
    localStorage.setItem('kadr.token', s.token);
    localStorage.setItem('kadr.refreshToken', s.refreshToken);
  }, session);
  return tracked;
}

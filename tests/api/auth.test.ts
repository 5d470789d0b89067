import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'correct horse';
let n = 0;
const freshEmail = () => `user${++n}-${Date.now()}@example.com`;

const CONFIRM_AGAIN = graphql(`
  mutation ConfirmEmailAgain($token: String!) {
    confirmEmail(input: { token: $token }) { __typename ... on ConfirmEmailSuccess { alreadyConfirmed user { email } } }
  }
`);

async function registerConfirmed(email = freshEmail()) {
  const reg = await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Anna Nowak' });
  expect(reg.status).toBe(201);
  const link = await linkFromOutbox(t.services, email, 'confirm_email');
  const confirmed = await call(t.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') });
  expect(confirmed.status).toBe(200);
  const login = await call(t.app, 'POST', '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { email, token: login.body.data.token as string, refreshToken: login.body.data.refreshToken as string };
}

describe('registration and email confirmation', () => {
  it('registers without signing in, mails a confirmation link, and refuses login until confirmed', async () => {
    const email = freshEmail();
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: email.toUpperCase(), password, fullName: ' Anna ' });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({
      success: true,
      data: { token: null, refreshToken: null, requiresEmailConfirmation: true, user: { email, fullName: 'Anna', marketingOptIn: false } },
      error: null,
    });
    expect(reg.body.data.message).toMatch(/check your email/i);

    const early = await call(t.app, 'POST', '/api/auth/login', { email, password });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toContain('not confirmed');

    const link = await linkFromOutbox(t.services, email, 'confirm_email');
    expect(link.pathname).toBe('/en/auth/confirm-email');
    const ok = await call(t.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') });
    expect(ok.body.data.user.emailConfirmed).toBe(true);
    expect(ok.body.data.alreadyConfirmed).toBe(false);

    // The same link again (a second click, a mail scanner before the user): confirmed already, not an error.
    const again = await call(t.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') });
    expect(again.status).toBe(200);
    // It says so without showing the account: a used link is no key to its data.
    expect(again.body.data).toMatchObject({ alreadyConfirmed: true, user: null });
    const viaGraphql = await graphqlClient(t).execute(CONFIRM_AGAIN, { token: link.searchParams.get('token')! });
    expect(viaGraphql.data?.confirmEmail).toEqual({ __typename: 'ConfirmEmailSuccess', alreadyConfirmed: true, user: null });

    const unknown = await call(t.app, 'POST', '/api/auth/confirm-email', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('INVALID_TOKEN');

    const missing = await call(t.app, 'POST', '/api/auth/confirm-email', {});
    expect(missing.body.error.code).toBe('MISSING_TOKEN');

    const login = await call(t.app, 'POST', '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
  });

  it('answers the spec texts for a taken email, a bad email and a short password, storing nothing', async () => {
    const email = freshEmail();
    await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'A' });
    const dup = await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'B' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toContain('already exists');

    const bad = await call(t.app, 'POST', '/api/auth/register', { email: 'nope', password, fullName: 'B' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_EMAIL' });
    expect(bad.body.error.message).toContain('Invalid email');

    const weak = await call(t.app, 'POST', '/api/auth/register', { email: freshEmail(), password: '12345', fullName: 'B' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Password must be at least 6 characters' });

    const noName = await call(t.app, 'POST', '/api/auth/register', { email: freshEmail(), password, fullName: '   ' });
    expect(noName.body.error.message).toBe('Name is required');
    expect(await t.services.prisma.user.count({ where: { fullName: 'B' } })).toBe(0);
  });

  it('turns malformed bodies into 400s with a clear message, never 500', async () => {
    const broken = await call(t.app, 'POST', '/api/auth/login', '{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('Request body must be valid JSON');
    const array = await call(t.app, 'POST', '/api/auth/login', '[1,2]');
    expect(array.status).toBe(400);
    const wrongType = await call(t.app, 'POST', '/api/auth/register', { email: 5, password: [], fullName: {} });
    expect(wrongType.status).toBe(400);
    const huge = await call(t.app, 'POST', '/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    const unknown = await call(t.app, 'GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });
});

describe('sign-in and sessions', () => {
  it("says 'Invalid credentials' alike for a wrong password and an unknown account", async () => {
    const { email } = await registerConfirmed();
    const wrong = await call(t.app, 'POST', '/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await call(t.app, 'POST', '/api/auth/login', { email: freshEmail(), password });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
  });

  it('reads and updates the profile and the credit balance with the bearer token', async () => {
    const { token, email } = await registerConfirmed();
    const me = await call(t.app, 'GET', '/api/auth/me', undefined, bearer(token));
    expect(me.body.data).toMatchObject({ email, fullName: 'Anna Nowak', creditsBalance: 0, isAdmin: false, is_admin: false });
    const put = await call(t.app, 'PUT', '/api/profiles', { fullName: 'Anna K.', marketingOptIn: true, locale: 'pl' }, bearer(token));
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ fullName: 'Anna K.', marketingOptIn: true, locale: 'pl' });
    const credits = await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(token));
    expect(credits.body.data).toEqual({ balance: 0 });
  });

  it('refuses profile fields a user must not set, such as the admin flag', async () => {
    const { token } = await registerConfirmed();
    const r = await call(t.app, 'PUT', '/api/auth/me', { is_admin: true, isAdmin: true }, bearer(token));
    expect(r.status).toBe(400);
    const me = await call(t.app, 'GET', '/api/profiles', undefined, bearer(token));
    expect(me.body.data.isAdmin).toBe(false);
    const team = await call(t.app, 'PUT', '/api/profiles', { currentTeamId: crypto.randomUUID() }, bearer(token));
    expect(team.status).toBe(403);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await call(t.app, 'GET', '/api/auth/me')).status).toBe(401);
    const forged = await call(t.app, 'GET', '/api/profiles', undefined, bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'));
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('NOT_AUTHENTICATED');
  });

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const first = await registerConfirmed();
    const r1 = await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(r1.status).toBe(200);
    const second = r1.body.data as { token: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, bearer(second.token))).status).toBe(200);

    const replay = await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's replay also ends the legitimate session.
    expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, bearer(second.token))).status).toBe(401);
  });

  it('logout revokes the session: access and refresh tokens stop working, other sessions stay', async () => {
    const a = await registerConfirmed();
    const b = (await call(t.app, 'POST', '/api/auth/login', { email: a.email, password })).body.data;
    const out = await call(t.app, 'POST', '/api/auth/logout', { refreshToken: a.refreshToken }, bearer(a.token));
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, bearer(a.token))).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: a.refreshToken })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, bearer(b.token))).status).toBe(200);
    // Logging out again, with a dead token, still succeeds.
    expect((await call(t.app, 'POST', '/api/auth/logout', {}, bearer(a.token))).status).toBe(200);
  });
});

describe('password reset', () => {
  it('does not reveal whether an account exists, and resets once with the mailed token', async () => {
    const { email, token: oldAccess } = await registerConfirmed();
    const known = await call(t.app, 'POST', '/api/auth/forgot-password', { email });
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', { email: freshEmail() });
    expect(known.status).toBe(200);
    expect(unknown.body.data).toEqual(known.body.data);

    const link = await linkFromOutbox(t.services, email, 'reset_password');
    expect(link.pathname).toBe('/en/reset-password');
    const resetToken = link.searchParams.get('token');
    const short = await call(t.app, 'POST', '/api/auth/reset-password', { email, token: resetToken, newPassword: '123' });
    expect(short.body.error.code).toBe('WEAK_PASSWORD');
    const ok = await call(t.app, 'POST', '/api/auth/reset-password', { email, token: resetToken, newPassword: 'new secret 1' });
    expect(ok.status).toBe(200);
    const reuse = await call(t.app, 'POST', '/api/auth/reset-password', { email, token: resetToken, newPassword: 'other secret' });
    expect(reuse.body.error.code).toBe('INVALID_TOKEN');

    expect((await call(t.app, 'POST', '/api/auth/login', { email, password })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password: 'new secret 1' })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', undefined, bearer(oldAccess))).status).toBe(401);
  });

  it("rejects another account's reset token", async () => {
    const a = await registerConfirmed();
    const b = await registerConfirmed();
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: a.email });
    const token = (await linkFromOutbox(t.services, a.email, 'reset_password')).searchParams.get('token');
    const r = await call(t.app, 'POST', '/api/auth/reset-password', { email: b.email, token, newPassword: 'hijacked!' });
    expect(r.body.error.code).toBe('INVALID_TOKEN');
  });
});

describe('rate limits', () => {
  it("answers 429 'Too many requests' with Retry-After after 10 failed passwords for one address from one client", async () => {
    const { email } = await registerConfirmed();
    // Through the proxy, from one client address (call() gives every other request a random one).
    const client = { 'x-forwarded-for': '203.0.113.250' };
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'POST', '/api/auth/login', { email, password: `bad-${i}` }, client)).status).toBe(401);
    }
    const limited = await call(t.app, 'POST', '/api/auth/login', { email, password }, client);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Too many requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '@kadr/client/features/auth/api/current-user';
import { setBalance } from '../factories/media';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// Requests that arrive together read their viewers (and balances) in one statement (core/src/db/coalesced-reads.ts):
// each still gets its own user and wallet, and a session ended before the request is refused in the same batch.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
});
afterAll(() => t?.close());

async function signedIn(name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: name });
  expect(res.status).toBe(201);
  return { email, id: res.body.data.user.id as string, token: res.body.data.token as string, refreshToken: res.body.data.refreshToken as string };
}

describe('viewers read together', () => {
  it('each get their own user and balance, and an ended session is refused among them', async () => {
    const users = await Promise.all(['ala', 'bartek', 'celina', 'darek'].map(signedIn));
    await Promise.all(users.map((u, i) => setBalance(t, u.id, 10 * (i + 1))));
    const ended = await signedIn('ewa');
    expect((await call(t.app, 'POST', '/api/auth/logout', { refreshToken: ended.refreshToken }, bearer(ended.token))).status).toBe(200);

    // Each token once first (a verified token is remembered, so all of them take the same path below).
    for (const u of users) expect((await graphqlClient(t, u.token).post(CurrentUserQuery)).status).toBe(200);
    // All at once, twice each (the same viewer twice in one batch too), the ended session among them.
    const asked = [...users, ...users, ended];
    const answers = await Promise.all(asked.map((u) => graphqlClient(t, u.token).post(CurrentUserQuery)));
    for (const [i, u] of asked.entries()) {
      if (u === ended) {
        expect(answers[i]!.status).toBe(401);
        expect(answers[i]!.result.data?.me ?? null).toBeNull();
      } else {
        expect(answers[i]!.status).toBe(200);
        expect(answers[i]!.result.data?.me).toMatchObject({ id: u.id, email: u.email, creditsBalance: 10 * (users.indexOf(u) + 1) });
      }
    }
  });
});

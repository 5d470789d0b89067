import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gql = (query: string, variables?: object, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/graphql', { query, variables }, headers);

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) {
  __typename
  ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }
  ... on Error { code message }
  ... on ValidationError { fieldErrors { path message } }
} }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) {
  __typename ... on AuthSession { token refreshToken user { id email creditsBalance } } ... on Error { code message }
} }`;

describe('GraphQL accounts', () => {
  it('returns typed error results with stable codes', async () => {
    const bad = await gql(REGISTER, { input: { email: 'x', password: '1', fullName: '' } });
    expect(bad.status).toBe(200);
    expect(bad.body.data.register).toMatchObject({ __typename: 'ValidationError', code: 'INVALID_EMAIL' });
    expect(bad.body.data.register.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['email', 'password', 'fullName']);

    const wrong = await gql(LOGIN, { input: { email: 'nobody@example.com', password: 'whatever' } });
    expect(wrong.body.data.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });

  it('registers, confirms, signs in, reads me and updates the profile', async () => {
    const email = 'gql-user@example.com';
    const reg = await gql(REGISTER, { input: { email, password: 'secret!', fullName: 'Zofia' } });
    expect(reg.body.data.register).toMatchObject({ __typename: 'RegisterSuccess', requiresEmailConfirmation: true, token: null });

    const notYet = await gql(LOGIN, { input: { email, password: 'secret!' } });
    expect(notYet.body.data.login.__typename).toBe('EmailNotConfirmedError');

    const token = (await linkFromOutbox(t.services, email, 'confirm_email')).searchParams.get('token');
    const confirmed = await gql(`mutation($t: String!) { confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } } }`, { t: token });
    expect(confirmed.body.data.confirmEmail).toEqual({ __typename: 'ConfirmEmailSuccess', user: { emailConfirmed: true } });

    const login = await gql(LOGIN, { input: { email, password: 'secret!' } });
    const session = login.body.data.login;
    expect(session).toMatchObject({ __typename: 'AuthSession', user: { email, creditsBalance: 0 } });

    const anon = await gql('{ me { id } }');
    expect(anon.body.data.me).toBeNull();
    const me = await gql('{ me { email fullName plan isAdmin emailConfirmed } }', undefined, bearer(session.token));
    expect(me.body.data.me).toEqual({ email, fullName: 'Zofia', plan: 'free', isAdmin: false, emailConfirmed: true });

    const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
      __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } } }`;
    const updated = await gql(UPDATE, { input: { fullName: 'Zofia K.', locale: 'pl' } }, bearer(session.token));
    expect(updated.body.data.updateProfile).toEqual({ __typename: 'UpdateProfileSuccess', user: { fullName: 'Zofia K.', locale: 'pl' } });
    const invalid = await gql(UPDATE, { input: { locale: 'de' } }, bearer(session.token));
    expect(invalid.body.data.updateProfile).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
    const anonymous = await gql(UPDATE, { input: { fullName: 'X' } });
    expect(anonymous.body.data.updateProfile.__typename).toBe('NotAuthenticatedError');

    const refreshed = await gql(`mutation($r: String!) { refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } } }`, { r: session.refreshToken });
    expect(refreshed.body.data.refreshSession.__typename).toBe('AuthTokens');
    const out = await gql('mutation { logout { __typename } }', undefined, bearer(refreshed.body.data.refreshSession.token));
    expect(out.body.data.logout.__typename).toBe('MessageSuccess');
    expect((await gql('{ me { id } }', undefined, bearer(refreshed.body.data.refreshSession.token))).status).toBe(401);
  });

  it('answers HTTP 401 to an expired or forged bearer token, so clients refresh', async () => {
    const r = await gql('{ me { id } }', undefined, bearer('not-a-jwt'));
    expect(r.status).toBe(401);
    expect(r.body.errors[0].extensions.code).toBe('NOT_AUTHENTICATED');
  });

  it('rejects queries nested deeper than the limit', async () => {
    const deep = '{ me { ' + 'a { '.repeat(12) + 'b' + ' }'.repeat(12) + ' } }';
    const r = await gql(deep);
    expect(r.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(r.body.data ?? null).toBeNull();
  });

  it('says a signed-out query needs sign-in, with its code, and keeps unexpected errors masked', async () => {
    const anon = await gql('{ generatedImages { id } }');
    expect(anon.body.data).toBeNull();
    expect(anon.body.errors).toEqual([expect.objectContaining({ message: 'Not authenticated', path: ['generatedImages'], extensions: { code: 'NOT_AUTHENTICATED' } })]);
  });

  it('answers an invalid query with a validation error and no stack trace', async () => {
    const r = await gql('{ nope }');
    expect(r.body.errors[0].message).toMatch(/Cannot query field "nope"/);
    expect(JSON.stringify(r.body)).not.toMatch(/\.ts:\d+/);
  });
});

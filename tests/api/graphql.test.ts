import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { expectTypename, graphqlClient, postGraphQL } from '../support/graphql';
import { createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token?: string | null) => graphqlClient(t, token);

const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }
      ... on Error { code message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
`);
const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthSession { token refreshToken user { id email creditsBalance } }
      ... on Error { code message }
    }
  }
`);
const CONFIRM_EMAIL = graphql(`
  mutation ConfirmEmail($t: String!) {
    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }
  }
`);
const ME_ID = graphql(`
  query MeId {
    me { id }
  }
`);
const ME = graphql(`
  query Me {
    me { email fullName plan isAdmin emailConfirmed }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }
  }
`);
const REFRESH_SESSION = graphql(`
  mutation RefreshSession($r: String!) {
    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }
  }
`);
const LOGOUT = graphql(`
  mutation Logout {
    logout { __typename }
  }
`);
const IMAGE_IDS = graphql(`
  query ImageIds {
    generatedImages { edges { node { id } } }
  }
`);

describe('GraphQL accounts', () => {
  it('returns typed error results with stable codes', async () => {
    const bad = await as().post(REGISTER, { input: { email: 'x', password: '1', fullName: '' } });
    expect(bad.status).toBe(200);
    const invalid = expectTypename(bad.result.data?.register, 'ValidationError');
    expect(invalid).toMatchObject({ __typename: 'ValidationError', code: 'INVALID_EMAIL' });
    expect(invalid.fieldErrors.map((f) => f.path)).toEqual(['email', 'password', 'fullName']);

    const wrong = await as().execute(LOGIN, { input: { email: 'nobody@example.com', password: 'whatever' } });
    expect(wrong.data?.login).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });

  it('registers, confirms, signs in, reads me and updates the profile', async () => {
    const email = 'gql-user@example.com';
    const reg = await as().execute(REGISTER, { input: { email, password: 'secret!', fullName: 'Zofia' } });
    expect(reg.data?.register).toMatchObject({ __typename: 'RegisterSuccess', requiresEmailConfirmation: true, token: null });

    const notYet = await as().execute(LOGIN, { input: { email, password: 'secret!' } });
    expect(notYet.data?.login.__typename).toBe('EmailNotConfirmedError');

    const token = (await linkFromOutbox(t.services, email, 'confirm_email')).searchParams.get('token');
    const confirmed = await as().execute(CONFIRM_EMAIL, { t: token! });
    expect(confirmed.data?.confirmEmail).toEqual({ __typename: 'ConfirmEmailSuccess', user: { emailConfirmed: true } });

    const login = await as().execute(LOGIN, { input: { email, password: 'secret!' } });
    const session = expectTypename(login.data?.login, 'AuthSession');
    expect(session).toMatchObject({ __typename: 'AuthSession', user: { email, creditsBalance: 0 } });

    const anon = await as().execute(ME_ID);
    expect(anon.data?.me).toBeNull();
    const me = await as(session.token).execute(ME);
    expect(me.data?.me).toEqual({ email, fullName: 'Zofia', plan: 'free', isAdmin: false, emailConfirmed: true });

    const updated = await as(session.token).execute(UPDATE_PROFILE, { input: { fullName: 'Zofia K.', locale: 'pl' } });
    expect(updated.data?.updateProfile).toEqual({ __typename: 'UpdateProfileSuccess', user: { fullName: 'Zofia K.', locale: 'pl' } });
    const invalid = await as(session.token).execute(UPDATE_PROFILE, { input: { locale: 'de' } });
    expect(invalid.data?.updateProfile).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
    const anonymous = await as().execute(UPDATE_PROFILE, { input: { fullName: 'X' } });
    expect(anonymous.data?.updateProfile.__typename).toBe('NotAuthenticatedError');

    const refreshed = await as().execute(REFRESH_SESSION, { r: session.refreshToken });
    const tokens = expectTypename(refreshed.data?.refreshSession, 'AuthTokens');
    const out = await as(tokens.token).execute(LOGOUT);
    expect(out.data?.logout.__typename).toBe('MessageSuccess');
    expect((await as(tokens.token).post(ME_ID)).status).toBe(401);
  });

  it('answers HTTP 401 to an expired or forged bearer token, so clients refresh', async () => {
    const r = await as('not-a-jwt').post(ME_ID);
    expect(r.status).toBe(401);
    expect(r.result.errors?.[0]?.extensions?.code).toBe('NOT_AUTHENTICATED');
  });

  it('rejects queries nested deeper than the limit', async () => {
    // Plain text: codegen types only documents the schema accepts.
    const deep = '{ me { ' + 'a { '.repeat(12) + 'b' + ' }'.repeat(12) + ' } }';
    const r = await postGraphQL(t, deep);
    expect(r.result.errors?.[0]?.message).toMatch(/depth/i);
    expect(r.result.data ?? null).toBeNull();
  });

  it('says a signed-out query needs sign-in, with its code, and keeps unexpected errors masked', async () => {
    const anon = await as().execute(IMAGE_IDS);
    expect(anon.data).toBeNull();
    expect(anon.errors).toEqual([expect.objectContaining({ message: 'Not authenticated', path: ['generatedImages'], extensions: { code: 'NOT_AUTHENTICATED' } })]);
  });

  it('answers an invalid query with a validation error and no stack trace', async () => {
    const r = await postGraphQL(t, '{ nope }');
    expect(r.result.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(JSON.stringify(r.result)).not.toMatch(/\.ts:\d+/);
  });
});

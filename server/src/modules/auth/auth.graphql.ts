import type { RequestContext } from '../../context';
import { builder } from '../../graphql/builder';
import { errorType } from '../../graphql/errors.graphql';
import { RateLimitedError, ValidationError } from '@kadr/core/errors/app-error';
import {
  EmailAlreadyExistsError,
  EmailNotConfirmedError,
  InvalidCredentialsError,
  InvalidRefreshTokenError,
  InvalidTokenError,
} from './auth.errors';
import { confirmEmail, type EmailConfirmation } from './confirm-email';
import { login } from './login';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { register } from './register';
import { requestPasswordReset } from './request-password-reset';
import { resendConfirmation } from './resend-confirmation';
import { resetPassword } from './reset-password';
import { withUser } from '../profiles/profiles.graphql';
import { givenFields } from '../../graphql/given-fields';

errorType(EmailAlreadyExistsError, 'EmailAlreadyExistsError');
errorType(InvalidCredentialsError, 'InvalidCredentialsError');
errorType(EmailNotConfirmedError, 'EmailNotConfirmedError');
errorType(InvalidTokenError, 'InvalidTokenError');
errorType(InvalidRefreshTokenError, 'InvalidRefreshTokenError');

const meta = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, language: ctx.language });

interface Session {
  token: string;
  refreshToken: string;
  userId: string;
}
const AuthSession = builder.objectRef<Session>('AuthSession').implement({
  description: 'A signed-in session: a short-lived access token and a rotating refresh token.',
  fields: (t) => ({ token: t.exposeString('token'), refreshToken: t.exposeString('refreshToken') }),
});
withUser(AuthSession);

const AuthTokens = builder.objectRef<{ token: string; refreshToken: string }>('AuthTokens').implement({
  fields: (t) => ({ token: t.exposeString('token'), refreshToken: t.exposeString('refreshToken') }),
});

interface Registered {
  userId: string;
  requiresEmailConfirmation: boolean;
  message: string;
  token: string | null;
  refreshToken: string | null;
}
const RegisterSuccess = builder.objectRef<Registered>('RegisterSuccess').implement({
  fields: (t) => ({
    requiresEmailConfirmation: t.exposeBoolean('requiresEmailConfirmation'),
    message: t.exposeString('message'),
    token: t.exposeString('token', { nullable: true }),
    refreshToken: t.exposeString('refreshToken', { nullable: true }),
  }),
});
withUser(RegisterSuccess);

const MessageSuccess = builder.objectRef<{ message: string }>('MessageSuccess').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const ConfirmEmailSuccess = builder.objectRef<EmailConfirmation>('ConfirmEmailSuccess').implement({
  fields: (t) => ({
    alreadyConfirmed: t.exposeBoolean('alreadyConfirmed', { description: 'The link had been used and the address was confirmed before' }),
  }),
});
withUser(ConfirmEmailSuccess);

const input = (name: string, fields: Record<string, 'string' | 'boolean'>, required: string[]) =>
  builder.inputType(name, {
    fields: (t) =>
      Object.fromEntries(
        Object.entries(fields).map(([key, type]) => [
          key,
          type === 'boolean' ? t.boolean({ required: required.includes(key) }) : t.string({ required: required.includes(key) }),
        ]),
      ),
  });

const RegisterInput = input('RegisterInput', { email: 'string', password: 'string', fullName: 'string', marketingOptIn: 'boolean', locale: 'string' }, ['email', 'password', 'fullName']);
const LoginInput = input('LoginInput', { email: 'string', password: 'string' }, ['email', 'password']);
const RefreshSessionInput = input('RefreshSessionInput', { refreshToken: 'string' }, ['refreshToken']);
const LogoutInput = input('LogoutInput', { refreshToken: 'string' }, []);
const ConfirmEmailInput = input('ConfirmEmailInput', { token: 'string' }, ['token']);
const EmailInput = input('EmailInput', { email: 'string' }, ['email']);
const ResetPasswordInput = input('ResetPasswordInput', { email: 'string', token: 'string', newPassword: 'string' }, ['email', 'token', 'newPassword']);


builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterSuccess,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, EmailAlreadyExistsError, RateLimitedError] },
    resolve: async (_r, args, ctx) => {
      const result = await register(ctx.services, givenFields(args.input), meta(ctx));
      return { ...result, token: result.tokens?.token ?? null, refreshToken: result.tokens?.refreshToken ?? null };
    },
  }),
  login: t.field({
    type: AuthSession,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: { types: [ValidationError, InvalidCredentialsError, EmailNotConfirmedError, RateLimitedError] },
    resolve: (_r, args, ctx) => login(ctx.services, args.input, meta(ctx)),
  }),
  refreshSession: t.field({
    type: AuthTokens,
    args: { input: t.arg({ type: RefreshSessionInput, required: true }) },
    errors: { types: [ValidationError, InvalidRefreshTokenError, RateLimitedError] },
    resolve: (_r, args, ctx) => refreshSession(ctx.services, args.input, meta(ctx)),
  }),
  logout: t.field({
    type: MessageSuccess,
    args: { input: t.arg({ type: LogoutInput, required: false }) },
    errors: { types: [ValidationError] },
    resolve: async (_r, args, ctx) => {
      await logout(ctx.services, ctx.viewer?.sessionId ?? null, givenFields(args.input ?? {}));
      return { message: 'Signed out' };
    },
  }),
  confirmEmail: t.field({
    type: ConfirmEmailSuccess,
    args: { input: t.arg({ type: ConfirmEmailInput, required: true }) },
    errors: { types: [ValidationError, InvalidTokenError] },
    resolve: (_r, args, ctx) => confirmEmail(ctx.services, args.input),
  }),
  resendConfirmation: t.field({
    type: MessageSuccess,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    errors: { types: [ValidationError, RateLimitedError] },
    resolve: async (_r, args, ctx) => ({ message: await resendConfirmation(ctx.services, args.input, meta(ctx)) }),
  }),
  requestPasswordReset: t.field({
    type: MessageSuccess,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    errors: { types: [ValidationError, RateLimitedError] },
    resolve: async (_r, args, ctx) => ({ message: await requestPasswordReset(ctx.services, args.input, meta(ctx)) }),
  }),
  resetPassword: t.field({
    type: MessageSuccess,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { types: [ValidationError, InvalidTokenError, RateLimitedError] },
    resolve: async (_r, args, ctx) => {
      await resetPassword(ctx.services, args.input, meta(ctx));
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  }),
}));

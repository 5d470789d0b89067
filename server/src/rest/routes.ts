import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { resolveViewer, type Viewer } from '../context';
import { AppError, NotAuthenticatedError, NotFoundError } from '@kadr/core/errors/app-error';
import { confirmEmail } from '../modules/auth/confirm-email';
import { login } from '../modules/auth/login';
import { logout } from '../modules/auth/logout';
import { refreshSession } from '../modules/auth/refresh-session';
import { register } from '../modules/auth/register';
import { requestPasswordReset } from '../modules/auth/request-password-reset';
import { resendConfirmation } from '../modules/auth/resend-confirmation';
import { resetPassword } from '../modules/auth/reset-password';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { getUsage } from '../modules/library/get-usage';
import { getProfile } from '../modules/profiles/get-profile';
import { updateProfile } from '../modules/profiles/update-profile';
import { deleteMyAccount } from '../modules/privacy/delete-my-account';
import type { AppEnv } from '../http-types';
import { fail, jsonBody, ok } from './envelope';
import { collectionRoutes } from './collections.routes';
import { generationRoutes } from './generation.routes';
import { libraryRoutes } from './library.routes';
import { maxUploadBytes, modelRoutes } from './models.routes';
import { engineRoutes, styleRoutes } from './styles.routes';
import { videoRoutes } from './videos.routes';
import { paymentRoutes } from './payments.routes';
import { invitationRoutes, teamRoutes } from './teams.routes';
import { notificationRoutes } from './notifications.routes';
import { adminRoutes } from './admin.routes';
import { userActor, walletOf } from '../modules/access/actor';
import { dataExportRoutes } from './data-export.routes';
import { invoiceRoutes } from './invoices.routes';
import { apiKeyRestGate } from '../modules/api-keys/api-key-rest-gate';
import { rateLimitHeaders } from '../lib/rate-limit';
import { apiKeyRoutes } from './api-keys.routes';
import { webhookEndpointRoutes } from './webhook-endpoints.routes';

/** Resolved only where a route needs it, so a stale token never blocks login, register or refresh. */
async function viewerOfRequest(c: Context<AppEnv>): Promise<Viewer> {
  const known = c.get('ctx').viewer; // an API key, verified by apiKeyRestGate
  if (known) return known;
  const viewer = await resolveViewer(c.get('ctx').services, c.req.header('authorization'));
  if (!viewer) throw new NotAuthenticatedError();
  return viewer;
}

const isUploadPath = (path: string) => /\/ai\/models\/[^/]+\/(photos|train)$/.test(path);

/** The spec's /api/* paths: thin handlers over the same use cases as GraphQL. */
export function restRoutes() {
  const api = new Hono<AppEnv>();
  // RateLimit-Limit, -Remaining and -Reset of the tightest limit a request was held to (lib/rate-limit.ts).
  api.use('*', rateLimitHeaders());
  const tooLarge = (c: Context<AppEnv>) => fail(c, new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
  const jsonLimit = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge });
  // Photo uploads (multipart) are streamed to disk, never buffered: their limits (count, per file, per request) are
  // enforced while reading (rest/photo-multipart.ts). A declared length over the request limit is refused here.
  api.use('*', async (c, next) => {
    if (!isUploadPath(c.req.path)) return jsonLimit(c, next);
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > maxUploadBytes(c.get('ctx').services.env.MAX_PHOTO_MB)) return tooLarge(c);
    return next();
  });
  api.onError((err, c) => fail(c, err));
  // An API key: verified, held to its scopes and its rate limit before any route (rest-scope-map.ts decides each).
  api.use('*', apiKeyRestGate());
  api.route('/ai/models', modelRoutes(viewerOfRequest));
  api.route('/ai/headshots', generationRoutes(viewerOfRequest));
  // Favorites, deleting and downloading photos: the same prefix, paths that don't overlap generation's.
  api.route('/ai/headshots', libraryRoutes(viewerOfRequest));
  api.route('/collections', collectionRoutes(viewerOfRequest));
  api.route('/ai/styles', styleRoutes());
  api.route('/ai/engines', engineRoutes());
  api.route('/ai/videos', videoRoutes(viewerOfRequest));
  api.route('/payments', paymentRoutes(viewerOfRequest));
  api.route('/teams', teamRoutes(viewerOfRequest));
  api.route('/invitations', invitationRoutes(viewerOfRequest));
  api.route('/notifications', notificationRoutes(viewerOfRequest));
  api.route('/admin', adminRoutes(viewerOfRequest));
  api.route('/api-keys', apiKeyRoutes(viewerOfRequest));
  api.route('/webhook-endpoints', webhookEndpointRoutes(viewerOfRequest));
  api.route('/account', dataExportRoutes(viewerOfRequest));
  api.route('/invoices', invoiceRoutes(viewerOfRequest));

  type C = Context<AppEnv>;
  const meta = (c: C) => {
    const ctx = c.get('ctx');
    return { ip: ctx.ip, userAgent: ctx.userAgent, language: ctx.language };
  };
  const viewerOf = viewerOfRequest;

  api.post('/auth/login', async (c) => {
    const session = await login(c.get('ctx').services, await jsonBody(c), meta(c));
    const user = await getProfile(c.get('ctx').services, userActor(session.userId));
    return ok(c, { token: session.token, refreshToken: session.refreshToken, user });
  });

  api.post('/auth/register', async (c) => {
    const { services } = c.get('ctx');
    const result = await register(services, await jsonBody(c), meta(c));
    const user = await getProfile(services, userActor(result.userId));
    return ok(
      c,
      {
        token: result.tokens?.token ?? null,
        refreshToken: result.tokens?.refreshToken ?? null,
        user,
        requiresEmailConfirmation: result.requiresEmailConfirmation,
        message: result.message,
      },
      201,
      { requiresEmailConfirmation: result.requiresEmailConfirmation },
    );
  });

  api.post('/auth/logout', async (c) => {
    // Logging out never fails for a session that has already ended.
    const viewer = await viewerOf(c).catch(() => null);
    await logout(c.get('ctx').services, viewer?.sessionId ?? null, await jsonBody(c));
    return ok(c, { message: 'Signed out' });
  });

  api.post('/auth/refresh', async (c) => ok(c, await refreshSession(c.get('ctx').services, await jsonBody(c), meta(c))));

  api.post('/auth/forgot-password', async (c) =>
    ok(c, { message: await requestPasswordReset(c.get('ctx').services, await jsonBody(c), meta(c)) }),
  );

  api.post('/auth/reset-password', async (c) => {
    await resetPassword(c.get('ctx').services, await jsonBody(c), meta(c));
    return ok(c, { message: 'Your password has been changed. You can sign in now.' });
  });

  api.post('/auth/confirm-email', async (c) => {
    const { services } = c.get('ctx');
    const { userId, alreadyConfirmed } = await confirmEmail(services, await jsonBody(c));
    return ok(c, {
      message: alreadyConfirmed ? 'Email already confirmed' : 'Email confirmed',
      alreadyConfirmed,
      user: userId ? await getProfile(services, userActor(userId)) : null,
    });
  });

  api.post('/auth/resend-confirmation', async (c) =>
    ok(c, { message: await resendConfirmation(c.get('ctx').services, await jsonBody(c), meta(c)) }),
  );

  const readProfile = async (c: Context<AppEnv>) => {
    const { actor } = await viewerOf(c);
    return ok(c, await getProfile(c.get('ctx').services, actor));
  };
  const writeProfile = async (c: Context<AppEnv>) => {
    const { actor } = await viewerOf(c);
    const { services } = c.get('ctx');
    await updateProfile(services, actor, await jsonBody(c));
    return ok(c, await getProfile(services, actor));
  };
  api.get('/auth/me', readProfile);
  api.put('/auth/me', writeProfile);
  api.get('/profiles', readProfile);
  api.put('/profiles', writeProfile);

  // Deleting one's own account (GDPR art. 17): body { password }; 202, the data goes in the background.
  api.delete('/account', async (c) => {
    const ctx = c.get('ctx');
    const result = await deleteMyAccount(ctx.services, await viewerOf(c), await jsonBody(c), { ip: ctx.ip, requestId: ctx.requestId || null });
    return ok(c, { ...result, message: 'Your account has been deleted' }, 202);
  });

  api.get('/profiles/credits', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, { balance: await getCreditsBalance(c.get('ctx').services, walletOf(actor)) });
  });

  api.get('/profiles/usage', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await getUsage(c.get('ctx').services, actor));
  });

  api.all('*', (c) => fail(c, new NotFoundError(`No such endpoint: ${c.req.method} ${c.req.path}`)));
  return api;
}

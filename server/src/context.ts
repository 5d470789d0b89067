import type { User } from '@kadr/core/generated/prisma/client';
import { NotAuthenticatedError } from '@kadr/core/errors/app-error';
import type { Logger } from '@kadr/core/log/logger';
import type { Lang } from './lib/language';
import type { Services } from './services-contract';
import type { Actor } from './modules/access/actor';
import { readSessionViewer } from './modules/access/session-viewer';
import { looksLikeApiKey } from './modules/api-keys/api-key-format';

export interface Viewer {
  user: User;
  /** The session of a session token; null for an API key. */
  sessionId: string | null;
  /** Who acts in this request's use cases: the signed-in user for their current team (a member), else for themselves. */
  actor: Actor;
}

export interface RequestContext {
  services: Services;
  viewer: Viewer | null;
  ip: string;
  userAgent: string | null;
  /** The language the request asks for (Accept-Language), if it is one of ours. */
  language: Lang | null;
  requestId: string;
  /** This request's logger: every line carries its requestId. */
  log: Logger;
}

/**
 * Resolves the bearer token. No token → anonymous. A token that is invalid, expired, or whose session was
 * revoked (logout, refresh-token reuse, password reset) → NotAuthenticatedError, answered with HTTP 401 so the
 * client refreshes once and retries.
 */
export async function resolveViewer(services: Pick<Services, 'env' | 'db' | 'accessTokens' | 'apiKeys'>, authorization: string | null | undefined): Promise<Viewer | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw new NotAuthenticatedError();
  if (looksLikeApiKey(match[1]!)) return viewerOfApiKey(services, match[1]!);
  const claims = await services.accessTokens.verify(match[1]!);
  if (!claims) throw new NotAuthenticatedError();
  // One prepared statement: the user, only while the account is enabled and the token's session (refresh-token
  // family) is still open, with their role in their current team (whom they act for).
  const viewer = await readSessionViewer(services.db.sql, claims, services.env.TEAMS_ENABLED);
  if (!viewer) throw new NotAuthenticatedError();
  return { ...viewer, sessionId: claims.sessionId };
}

/**
 * A partner's API key (`kadr_live_…`): its owner acting through the key, limited to its scopes (checked per root field
 * and route by the API key guards), on the team's credits for a team key. Unknown, revoked, expired → 401.
 */
async function viewerOfApiKey(services: Pick<Services, 'apiKeys'>, token: string): Promise<Viewer> {
  const key = await services.apiKeys.verify(token);
  const actor: Actor = { kind: 'apiKey', userId: key.user.id, keyId: key.keyId, scopes: key.scopes, ...(key.teamId ? { teamId: key.teamId } : {}) };
  return { user: key.user, sessionId: null, actor };
}

export function requireViewer(ctx: Pick<RequestContext, 'viewer'>): Viewer {
  if (!ctx.viewer) throw new NotAuthenticatedError();
  return ctx.viewer;
}

import { ForbiddenError } from '@kadr/core/errors/app-error';
import type { RequestContext, Viewer } from '../../context';

/** Who does an admin act, and from where: what every audit entry records about the request. */
export interface AdminRequest {
  adminId: string;
  adminEmail: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * Whether a viewer may use the console: an administrator signed in with a session. An API key never is one, even
 * its owner's (GraphQL's `admin` scope says the same; REST routes and use cases ask this).
 */
export const isAdminViewer = (viewer: Viewer | null | undefined): viewer is Viewer => viewer?.user.isAdmin === true && viewer.actor.kind !== 'apiKey';

/** The request as an admin act; FORBIDDEN for anyone else (NOT_AUTHENTICATED is the caller's, before this). */
export function adminRequestOf(viewer: Viewer, ctx: Pick<RequestContext, 'ip' | 'userAgent' | 'requestId'>): AdminRequest {
  if (!isAdminViewer(viewer)) throw new ForbiddenError();
  return { adminId: viewer.user.id, adminEmail: viewer.user.email, ip: ctx.ip || null, userAgent: ctx.userAgent, requestId: ctx.requestId || null };
}

import { AppError, ForbiddenError, NotAuthenticatedError } from '@kadr/core/errors/app-error';
import type { Viewer } from '../../context';
import type { Services } from '../../services-contract';
import { readSessionViewer } from '../access/session-viewer';
import { downloadImagesZip } from './download-images';

/** Where a link's ZIP is fetched (GET, no header needed: the token is the credential). */
export const DOWNLOAD_LINK_PATH = '/api/ai/headshots/download/';

export interface DownloadLink {
  /** Relative to the API's origin. */
  url: string;
  expiresAt: Date;
}

/**
 * A link to the ZIP that POST /api/ai/headshots/download would send for the same body (`{ all: true }` or `{ ids }`),
 * for a browser to follow: the archive then streams to the user's disk instead of being gathered in the page. The body
 * is checked now, as the ZIP route checks it (a bad or foreign id is refused before any link is made), and again when
 * the link is used. Only a signed-in session may ask (a partner's key downloads with the ZIP route itself); the link
 * dies with that session and after a minute.
 */
export async function createDownloadLink(services: Pick<Services, 'prisma' | 'store' | 'downloadLinks'>, viewer: Viewer, raw: unknown, now = new Date()): Promise<DownloadLink> {
  if (!viewer.sessionId) throw new ForbiddenError('Download links are for a signed-in session; an API key downloads with POST /api/ai/headshots/download');
  // Its body is a lazy stream: only the checks run here, no file is opened.
  await downloadImagesZip(services, viewer.actor, raw, now);
  const token = await services.downloadLinks.sign({ userId: viewer.user.id, sessionId: viewer.sessionId, request: raw });
  return { url: `${DOWNLOAD_LINK_PATH}${token}`, expiresAt: new Date(now.getTime() + services.downloadLinks.ttlSeconds * 1000) };
}

/** The ZIP a link names, for the user whose session made it while that session is open and the link unexpired. */
export async function followDownloadLink(services: Pick<Services, 'prisma' | 'store' | 'db' | 'env' | 'downloadLinks'>, token: string) {
  const claims = await services.downloadLinks.verify(token);
  if (!claims) throw new AppError('TOKEN_EXPIRED', 'This download link has expired or is not valid: start the download again');
  const viewer = await readSessionViewer(services.db.sql, claims, services.env.TEAMS_ENABLED);
  if (!viewer) throw new NotAuthenticatedError();
  return downloadImagesZip(services, viewer.actor, claims.request);
}

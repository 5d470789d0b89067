import { downloadAttachment } from '../../../lib/download-attachment';

/**
 * Every photo made with the team's credits as one ZIP (admins; the server refuses anyone else), saved under the
 * name the server gives it. An error answer throws ApiError with its code.
 */
export function downloadTeamHeadshots(teamId: string): Promise<void> {
  return downloadAttachment(`/api/teams/${encodeURIComponent(teamId)}/headshots/download`, 'kadr-team-photos.zip', { method: 'POST' });
}

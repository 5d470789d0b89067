import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { attachmentName } from '../../library';

/**
 * Every photo made with the team's credits as one ZIP (admins; the server refuses anyone else), saved under the
 * name the server gives it. An error answer throws ApiError with its code.
 */
export async function downloadTeamHeadshots(teamId: string): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}/api/teams/${encodeURIComponent(teamId)}/headshots/download`, { method: 'POST' });
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), 'kadr-team-photos.zip'));
}

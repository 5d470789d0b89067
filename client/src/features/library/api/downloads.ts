import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { attachmentName } from './attachment-name';

/** Fetches with the session (bearer + one refresh-retry); an error answer throws ApiError from its envelope. */
async function fetchAttachment(path: string, init: RequestInit, fallback: string): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}${path}`, init);
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallback));
}

/** One image as the JPEG the server stores. */
export function downloadImage(id: string): Promise<void> {
  return fetchAttachment(`/api/ai/headshots/${encodeURIComponent(id)}/download`, { method: 'GET' }, `kadr-${id.slice(0, 8)}.jpg`);
}

/** Several images as one ZIP. */
export function downloadZip(ids: string[]): Promise<void> {
  return fetchAttachment(
    '/api/ai/headshots/download',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) },
    'kadr-photos.zip',
  );
}

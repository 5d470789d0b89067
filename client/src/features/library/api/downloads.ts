import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { attachmentName } from './attachment-name';

/** Hands a blob to the browser as a download under `name`. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches with the session (bearer + one refresh-retry); an error answer throws ApiError from its envelope. */
async function fetchAttachment(path: string, init: RequestInit, fallback: string): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}${path}`, init);
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  save(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallback));
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

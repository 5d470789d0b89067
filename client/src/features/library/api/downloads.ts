import { api } from '../../../lib/api';
import { downloadAttachment } from '../../../lib/download-attachment';
import { unwrap } from '../../../lib/http';
import { followLink } from '../../../lib/save-blob';

/** One image as the JPEG the server stores. */
export function downloadImage(id: string): Promise<void> {
  return downloadAttachment(`/api/ai/headshots/${encodeURIComponent(id)}/download`, `kadr-${id.slice(0, 8)}.jpg`);
}

/**
 * Every photo of the library as one ZIP. The server first gives a signed link (a minute long, bound to this session),
 * which the browser follows as a plain download: the archive streams to disk as the server writes it, however large
 * the library, instead of being gathered in the page.
 */
export async function downloadLibrary(): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}/api/ai/headshots/download-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
  const { data } = await unwrap<{ url: string }>(response);
  followLink(`${api.baseUrl}${data.url}`);
}

/** Several images as one ZIP. */
export function downloadZip(ids: string[]): Promise<void> {
  return downloadAttachment('/api/ai/headshots/download', 'kadr-photos.zip', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
}

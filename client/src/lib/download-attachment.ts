import { api } from './api';
import { attachmentName } from './attachment-name';
import { ApiError, unwrap } from './http';
import { saveBlob } from './save-blob';

/**
 * Fetches an API path with the session (bearer + one refresh-retry) and saves the answer under the name its
 * Content-Disposition gives (else `fallback`). An error answer throws ApiError from its envelope.
 */
export async function downloadAttachment(path: string, fallback: string, init: RequestInit = { method: 'GET' }): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}${path}`, init);
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallback));
}

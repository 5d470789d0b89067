import { downloadAttachment } from '../../../lib/download-attachment';

/** One image as the JPEG the server stores. */
export function downloadImage(id: string): Promise<void> {
  return downloadAttachment(`/api/ai/headshots/${encodeURIComponent(id)}/download`, `kadr-${id.slice(0, 8)}.jpg`);
}

/**
 * Every photo of the library as one ZIP, which the server streams as it reads them; the browser keeps the answer as a
 * blob (Chromium spills a large blob to disk) and saves it.
 */
export function downloadLibrary(): Promise<void> {
  return downloadAttachment('/api/ai/headshots/download', 'kadr-photos.zip', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ all: true }),
  });
}

/** Several images as one ZIP. */
export function downloadZip(ids: string[]): Promise<void> {
  return downloadAttachment('/api/ai/headshots/download', 'kadr-photos.zip', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
}

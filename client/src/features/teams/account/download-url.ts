import { saveBlob } from '../../../lib/save-blob';

/**
 * Downloads a signed image URL under `name`. The team's headshots belong to their makers, so the admin's copy
 * comes from the signed URL the team query gives, not from the owner-only download route; where the store does
 * not let the page read the file (another origin without CORS), the image opens in a new tab to be saved there.
 */
export async function downloadUrl(url: string, name: string): Promise<void> {
  let blob: Blob;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    blob = await response.blob();
  } catch {
    if (!window.open(url, '_blank', 'noopener')) throw new Error('the image could not be opened');
    return;
  }
  saveBlob(blob, name);
}

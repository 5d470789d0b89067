import type { ModelPhoto } from '../api/models-rest';

/**
 * Uploads run side by side and each answer lists the model's photos as the server saw them then. The newer
 * answer wins for the photos it lists; photos it does not list yet are kept, unless they were removed here.
 * An answer brings in new photos only for its own files (`added`): a photo another upload stored is still shown
 * by that upload's pending card, and appears when that upload answers, never twice.
 */
export function mergePhotos(
  current: ModelPhoto[],
  incoming: ModelPhoto[],
  removed: ReadonlySet<string>,
  added: ReadonlySet<string>,
): ModelPhoto[] {
  const known = new Map(current.map((p) => [p.id, p]));
  const accepted = incoming.filter((p) => known.has(p.id) || added.has(p.id)).map((p) => keepShown(known.get(p.id), p));
  const ids = new Set(accepted.map((p) => p.id));
  return [...current.filter((p) => !ids.has(p.id)), ...accepted].filter((p) => !removed.has(p.id));
}

/**
 * A photo already shown keeps its object when nothing the card shows has changed, and always keeps its thumbnail
 * URL: each answer signs the URLs anew (a new expiry, so a new URL for the same picture), which would make every
 * card fetch its thumbnail again with every photo that arrives (20 photos: ~200 fetches instead of 20). A photo's
 * thumbnail never changes; the screen reads fresh URLs whenever it opens.
 */
function keepShown(shown: ModelPhoto | undefined, next: ModelPhoto): ModelPhoto {
  if (!shown) return next;
  // A thumbnail that is gone (a purged photo) goes; one that is still there keeps the URL already loaded.
  const merged = { ...next, thumbnail_url: next.thumbnail_url && (shown.thumbnail_url ?? next.thumbnail_url) };
  const same = (Object.keys(merged) as (keyof ModelPhoto)[]).every((k) => JSON.stringify(merged[k]) === JSON.stringify(shown[k]));
  return same ? shown : merged;
}

export const usableCount = (photos: ModelPhoto[]) => photos.filter((p) => p.usable).length;

/** Photos on the model that count towards the 20-photo limit (purged ones are gone). */
export const storedCount = (photos: ModelPhoto[]) => photos.filter((p) => !p.purged).length;

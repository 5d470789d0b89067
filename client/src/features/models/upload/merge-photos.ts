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
  const known = new Set(current.map((p) => p.id));
  const accepted = incoming.filter((p) => known.has(p.id) || added.has(p.id));
  const ids = new Set(accepted.map((p) => p.id));
  return [...current.filter((p) => !ids.has(p.id)), ...accepted].filter((p) => !removed.has(p.id));
}

export const usableCount = (photos: ModelPhoto[]) => photos.filter((p) => p.usable).length;

/** Photos on the model that count towards the 20-photo limit (purged ones are gone). */
export const storedCount = (photos: ModelPhoto[]) => photos.filter((p) => !p.purged).length;

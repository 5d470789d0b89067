import type { ModelPhoto } from '../api/models-rest';

/**
 * Uploads run side by side and each answer lists the model's photos as the server saw them then. The newer
 * answer wins for the photos it lists; photos it does not list yet are kept, unless they were removed here.
 */
export function mergePhotos(current: ModelPhoto[], incoming: ModelPhoto[], removed: ReadonlySet<string>): ModelPhoto[] {
  const ids = new Set(incoming.map((p) => p.id));
  return [...current.filter((p) => !ids.has(p.id)), ...incoming].filter((p) => !removed.has(p.id));
}

export const usableCount = (photos: ModelPhoto[]) => photos.filter((p) => p.usable).length;

/** Photos on the model that count towards the 20-photo limit (purged ones are gone). */
export const storedCount = (photos: ModelPhoto[]) => photos.filter((p) => !p.purged).length;

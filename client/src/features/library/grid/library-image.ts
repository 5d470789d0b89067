import type { LibraryImageFragment } from '../../../gql/graphql';

export type LibraryImage = LibraryImageFragment;

/** Identity match as a whole percentage, or null when the image has no score. */
export function matchPercent(image: Pick<LibraryImage, 'identityScore'>): number | null {
  return image.identityScore == null ? null : Math.round(image.identityScore * 100);
}

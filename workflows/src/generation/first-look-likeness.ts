import { scoreIdentity } from '../inference/local/identity-score';

/**
 * The likeness score of a first-look preview: 0 … 1, the figure stored on the image (`identity_score`) and shown as
 * its likeness label, like every other image's. THE ONE CALL SITE for issue #31's likeness scoring: today it is the
 * identity score the engines already compute (the output's face against the centroid of the user's checked
 * selfies); when the held-out likeness function lands, it replaces the body of this function for previews.
 */
export async function scorePreviewLikeness(image: Buffer, centroid: readonly number[] | null): Promise<number> {
  if (!centroid) return 0;
  return (await scoreIdentity(image, centroid)).score;
}

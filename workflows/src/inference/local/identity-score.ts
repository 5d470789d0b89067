import sharp from 'sharp';
import { getFaceEngine, type DetectedFace, type FaceEngine } from '@kadr/core/vision/human';
import { cosineSimilarity } from '@kadr/core/vision/identity';
import { round, summariseIdentity } from './identity-profile';
import { alignFace } from './process-photo';

/**
 * The identity check every generated image gets, whichever engine made it: the output's face (Human `faceres`)
 * against the centroid of the user's selfies, the centroid computed the way local training computes it.
 */

export const EMBEDDING_MODEL = 'human-faceres';

/** The largest face: the output is a single-person headshot. */
export function mainFace(faces: DetectedFace[]): DetectedFace | undefined {
  return faces.reduce<DetectedFace | undefined>((best, f) => (!best || f.box[2] * f.box[3] > best.box[2] * best.box[3] ? f : best), undefined);
}

export interface IdentityScore {
  /** Cosine similarity of the image's main face to the centroid, 4 digits; 0 when no face is found. */
  score: number;
  faceFound: boolean;
  /** The main face as found in the image (its box and eyes, in image pixels), when one was. */
  face?: Pick<DetectedFace, 'box' | 'eyes'>;
}

/** Scores the main face of a delivered image (the encoded file, as the user gets it) against the user's centroid. */
export async function scoreIdentity(image: Buffer, centroid: readonly number[], faceEngine?: FaceEngine): Promise<IdentityScore> {
  const engine = faceEngine ?? (await getFaceEngine());
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const faces = await engine.detectFaces({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height });
  const face = mainFace(faces);
  if (!face?.embedding) return { score: 0, faceFound: false };
  return { score: round(cosineSimilarity(face.embedding, centroid), 4), faceFound: true, face: { box: face.box, eyes: face.eyes } };
}

/** The user's identity as a provider-trained model keeps it: no crops, only what outputs are checked against. */
export interface SelfieIdentity {
  /** Unit-length centroid (faceres space), as in the local identity profile. */
  centroid: number[];
  /** Photos given, photos with a face, and faces left out as strangers. */
  photos: number;
  faces: number;
  outliers: number;
  embeddingModel: typeof EMBEDDING_MODEL;
}

/**
 * The centroid of the faces in the user's selfies, exactly as local training computes it (embeddings of the
 * aligned crops, strangers set aside: summariseIdentity). Null when no photo shows a face. A photo that is missing
 * (null) or can't be decoded is skipped.
 */
export async function selfieIdentity(photos: readonly (Buffer | null)[], faceEngine?: FaceEngine): Promise<SelfieIdentity | null> {
  const engine = faceEngine ?? (await getFaceEngine());
  const embeddings: number[][] = [];
  for (const jpeg of photos) {
    if (!jpeg) continue;
    const aligned = await alignFace(jpeg, engine).catch(() => null);
    if (aligned && !('skip' in aligned)) embeddings.push(aligned.embedding);
  }
  if (embeddings.length === 0) return null;
  const summary = summariseIdentity(embeddings);
  return {
    centroid: summary.centroid.map((x) => round(x, 6)),
    photos: photos.length,
    faces: embeddings.length,
    outliers: summary.outliers.length,
    embeddingModel: EMBEDDING_MODEL,
  };
}

import sharp from 'sharp';
import { blurred, buildAuthorPhotos, gradientNoFace, mirroredReframed } from '../fixtures/vision/photos';
import { garbageBytes } from '../fixtures/vision/uploads';

export interface SelfieFile {
  name: string;
  bytes: Buffer;
  type: string;
}

let cache: Promise<SelfieFile[]> | undefined;

/**
 * Six usable selfies of one person (Human's author, from photos shipped in the npm package): three distinct
 * photos plus a mirrored, re-framed copy of each.
 */
export function onePersonSelfies(): Promise<SelfieFile[]> {
  cache ??= (async () => {
    const photos = await buildAuthorPhotos();
    const files: SelfieFile[] = [];
    for (const [i, p] of photos.entries()) {
      files.push({ name: `selfie-${i + 1}.jpg`, bytes: p.image.jpeg, type: 'image/jpeg' });
      const variant = await sharp(await mirroredReframed(p.image.jpeg)).modulate({ brightness: 1.05 }).png().toBuffer();
      files.push({ name: `selfie-${i + 1}-b.png`, bytes: variant, type: 'image/png' });
    }
    return files;
  })();
  return cache;
}

/**
 * The first selfie blurred with a Gaussian of σ 10 px (a shaken phone): the face detector alone misses the face, and
 * the photo must be rejected as too blurry, not as having no face.
 */
export async function blurredSelfie(): Promise<SelfieFile> {
  const original = (await onePersonSelfies()).find((f) => f.name === 'selfie-1.jpg')!;
  return { name: 'blurred.jpg', bytes: await blurred(original.bytes, 10), type: 'image/jpeg' };
}

export const noFacePhoto = async (): Promise<SelfieFile> => ({ name: 'landscape.jpg', bytes: await gradientNoFace(), type: 'image/jpeg' });
export const garbageFile = (): SelfieFile => ({ name: 'notes.jpg', bytes: garbageBytes(), type: 'image/jpeg' });

/** A multipart body with repeated `images` fields, as browsers and the spec's REST clients send it. */
export function imagesForm(files: SelfieFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return form;
}

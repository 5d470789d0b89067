import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import { ImageNotFoundError } from './library.errors';

// The key every delivered image is stored under (imageKeys), at the end of any URL we issue for it: the local
// store's signed /files/… URL, an S3 presigned URL (path- or host-style) or the bare key.
const IMAGE_KEY = /(?:^|\/)users\/([0-9a-f-]{36})\/images\/([0-9a-f-]{36})(?:-thumb)?\.jpg$/i;

const notAnImage = () => new ValidationError('imageUrl is not the address of an image', [{ path: 'imageUrl', message: 'Give the address of one of your images' }]);

/** The image id in a URL or path issued for one of the viewer's images; another user's image is not found. */
export function imageIdFromUrl(url: string, userId: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url.trim(), 'http://kadr.invalid/').pathname);
  } catch {
    throw notAnImage();
  }
  const match = IMAGE_KEY.exec(path);
  if (!match) throw notAnImage();
  if (match[1]!.toLowerCase() !== userId.toLowerCase()) throw new ImageNotFoundError();
  return match[2]!.toLowerCase();
}

const refSchema = z.strictObject({
  imageId: z.string({ error: 'imageId must be an image id' }).trim().min(1, 'imageId must be an image id').nullish(),
  imageUrl: z.string({ error: 'imageUrl must be a URL' }).trim().min(1, 'imageUrl must be a URL').max(4096, 'imageUrl is too long').nullish(),
});

/** `{ imageId }` or `{ imageUrl }` (spec: favorites are given by imageUrl) → the image id it names. */
export function imageIdOfRef(raw: unknown, userId: string): string {
  const { imageId, imageUrl } = parseInput(refSchema, raw ?? {});
  const fromUrl = imageUrl ? imageIdFromUrl(imageUrl, userId) : null;
  if (imageId && fromUrl && imageId.toLowerCase() !== fromUrl) throw new ValidationError('imageId and imageUrl name different images');
  const id = imageId?.toLowerCase() ?? fromUrl;
  if (!id) throw new ValidationError('Give the image as imageUrl or imageId', [{ path: 'imageUrl', message: 'Give the image as imageUrl or imageId' }]);
  return id;
}

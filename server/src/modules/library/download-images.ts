import { z } from 'zod';
import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { imageKeys } from '@kadr/core/media/media-keys';
import { ImageNotFoundError } from './library.errors';
import { imageIdList } from './library-input';
import { getOwnedImages } from './owned-images';
import { zipEntries } from './zip-entries';
import { ownerOf, type Actor } from '../access/actor';

/** `kadr-<first 8 characters of the id>.jpg`. */
export const downloadName = (imageId: string) => `kadr-${imageId.slice(0, 8)}.jpg`;

/** One of the viewer's images, as a file to send as an attachment. */
export async function downloadImage(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, imageId: string) {
  const [image] = await getOwnedImages(services.prisma, actor, [imageId]);
  const file = await services.store.get(imageKeys(ownerOf(actor), image!.id).image);
  if (!file) throw new ImageNotFoundError();
  return { fileName: downloadName(image!.id), file };
}

const schema = z.strictObject({ ids: imageIdList() });

/**
 * A ZIP of the viewer's selected images (1..100), checked before anything is sent: every id must be one of
 * theirs and every file present, else not found. The archive is streamed.
 */
export async function downloadImagesZip(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, raw: unknown, now = new Date()) {
  const images = await getOwnedImages(services.prisma, actor, parseInput(schema, raw ?? {}).ids);
  const present = await Promise.all(images.map((image) => services.store.head(imageKeys(ownerOf(actor), image.id).image)));
  if (present.some((info) => !info)) throw new ImageNotFoundError(images.length);
  return { fileName: `kadr-photos-${now.toISOString().slice(0, 10)}.zip`, body: zipEntries(entriesOf(services, actor, images)) };
}

function entriesOf(services: Pick<Services, 'store'>, actor: Actor, images: GeneratedImage[]) {
  const used = new Set<string>();
  return images.map((image) => {
    // Two ids rarely share their first 8 characters; then the full id keeps the names apart.
    const short = downloadName(image.id);
    const name = used.has(short) ? `kadr-${image.id}.jpg` : short;
    used.add(name);
    return {
      name,
      mtime: image.createdAt,
      open: async () => {
        const file = await services.store.get(imageKeys(ownerOf(actor), image.id).image);
        if (!file) throw new ImageNotFoundError();
        return file.body;
      },
    };
  });
}

import { z } from 'zod';
import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { imageKeys } from '@kadr/core/media/media-keys';
import { ImageNotFoundError } from './library.errors';
import { imageIdList } from './library-input';
import { deliveredImagesOf, getOwnedImages } from './owned-images';
import { zipEntries, type ZipEntry } from './zip-entries';
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
const wholeLibrary = z.strictObject({ all: z.literal(true) });

/**
 * A ZIP of the viewer's selected images (`{ ids }`, 1..100), checked before anything is sent: every id must be one
 * of theirs and every file present, else not found. Or of their whole library (`{ all: true }`), newest first, its
 * rows read a page at a time as the archive goes out (an image whose file went meanwhile is left out). Either
 * archive is streamed: one file open at a time, nothing read ahead of the client, so memory stays flat at any size.
 */
export async function downloadImagesZip(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, raw: unknown, now = new Date()) {
  const date = now.toISOString().slice(0, 10);
  if (wholeLibrary.safeParse(raw).success) return { fileName: `kadr-photos-${date}.zip`, body: zipEntries(entriesOf(services, actor, libraryOf(services, actor), true)) };
  const images = await getOwnedImages(services.prisma, actor, parseInput(schema, raw ?? {}).ids);
  const present = await Promise.all(images.map((image) => services.store.head(imageKeys(ownerOf(actor), image.id).image)));
  if (present.some((info) => !info)) throw new ImageNotFoundError(images.length);
  return { fileName: `kadr-photos-${date}.zip`, body: zipEntries(entriesOf(services, actor, images, false)) };
}

/** Rows read per page of a whole library's ZIP. */
const LIBRARY_PAGE = 500;

/** The viewer's delivered images, newest first, read in (createdAt, id) keyset pages. */
async function* libraryOf(services: Pick<Services, 'prisma'>, actor: Actor): AsyncGenerator<Pick<GeneratedImage, 'id' | 'createdAt'>> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: Pick<GeneratedImage, 'id' | 'createdAt'>[] = await services.prisma.generatedImage.findMany({
      where: {
        ...deliveredImagesOf(ownerOf(actor)),
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LIBRARY_PAGE,
      select: { id: true, createdAt: true },
    });
    yield* page;
    if (page.length < LIBRARY_PAGE) return;
    after = page[page.length - 1]!;
  }
}

/** Entries named kadr-<id8>.jpg; `skipMissing`: a file gone since the listing is left out, else not found. */
async function* entriesOf(
  services: Pick<Services, 'store'>,
  actor: Actor,
  images: Iterable<Pick<GeneratedImage, 'id' | 'createdAt'>> | AsyncIterable<Pick<GeneratedImage, 'id' | 'createdAt'>>,
  skipMissing: boolean,
): AsyncGenerator<ZipEntry> {
  const used = new Set<string>();
  for await (const image of images) {
    // Two ids rarely share their first 8 characters; then the full id keeps the names apart.
    const short = downloadName(image.id);
    const name = used.has(short) ? `kadr-${image.id}.jpg` : short;
    used.add(name);
    yield {
      name,
      mtime: image.createdAt,
      open: async () => {
        const file = await services.store.get(imageKeys(ownerOf(actor), image.id).image);
        if (!file && !skipMissing) throw new ImageNotFoundError();
        return file?.body ?? null;
      },
    };
  }
}

import { Prisma, type GeneratedImage } from '@kadr/core/generated/prisma/client';
import { ImageNotFoundError } from './library.errors';
import { UUID, uniqueIds } from './library-input';
import { ownerOf, type Actor } from '../access/actor';

/** The viewer's images that the library shows: delivered, with a file, not deleted. */
export const deliveredImagesOf = (userId: string) =>
  ({ userId, status: 'succeeded', deletedAt: null, storageKey: { not: null } }) satisfies Prisma.GeneratedImageWhereInput;

/** The viewer's delivered images with these ids, in the order given (each once); ImageNotFoundError if any is not. */
export async function getOwnedImages(db: Prisma.TransactionClient, actor: Actor, ids: string[]): Promise<GeneratedImage[]> {
  const wanted = uniqueIds(ids);
  if (!wanted.every((id) => UUID.test(id))) throw new ImageNotFoundError(wanted.length);
  const rows = await db.generatedImage.findMany({ where: { id: { in: wanted }, ...deliveredImagesOf(ownerOf(actor)) } });
  if (rows.length !== wanted.length) throw new ImageNotFoundError(wanted.length);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => byId.get(id)!);
}

/**
 * Like getOwnedImages, and locks the rows for the rest of the transaction: SHARE to add favorites or collection
 * items (a concurrent delete waits, or finished first and the images are not found), UPDATE to delete them.
 * Locked in id order, so two requests never deadlock.
 */
export async function lockOwnedImages(tx: Prisma.TransactionClient, actor: Actor, ids: string[], mode: 'share' | 'update'): Promise<string[]> {
  const wanted = uniqueIds(ids);
  if (!wanted.every((id) => UUID.test(id))) throw new ImageNotFoundError(wanted.length);
  const lock = Prisma.raw(mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE');
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM generated_images
    WHERE id = ANY(${wanted}::uuid[]) AND user_id = ${ownerOf(actor)}::uuid AND status = 'succeeded'
      AND deleted_at IS NULL AND storage_key IS NOT NULL
    ORDER BY id ${lock}`;
  if (rows.length !== wanted.length) throw new ImageNotFoundError(wanted.length);
  return wanted;
}

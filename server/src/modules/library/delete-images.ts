import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { imageKeys } from '@kadr/core/media/media-keys';
import { imageIdList } from './library-input';
import { lockOwnedImages } from './owned-images';
import { ownerOf, type Actor } from '../access/actor';

const schema = z.strictObject({ ids: imageIdList() });

/**
 * Deletes the viewer's images (my photos, one or many): the rows are marked deleted, their favorites and
 * collection items go, and both files (image and thumbnail) are removed from the object store. Every id must be
 * one of the viewer's live images, or nothing is deleted. The files are removed inside the transaction, the rows
 * locked from its start: if the store fails, the transaction rolls back and the images stay listed, though some of
 * their files may be gone already; a retry finishes the job (deleting a missing file is a no-op). Never the other way
 * round: rows marked deleted while their files stay in the store with nothing left to remove them. The rows are
 * marked last, after the store answered: marking them updates the user's library_counts row (a trigger), and so
 * holds its lock only until the commit, not through the store's round trips (the user's deliveries wait on it).
 */
export async function deleteImages(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, raw: unknown) {
  const input = parseInput(schema, raw ?? {});
  return services.prisma.$transaction(
    async (tx) => {
      const ids = await lockOwnedImages(tx, actor, input.ids, 'update');
      await tx.favorite.deleteMany({ where: { imageId: { in: ids } } });
      await tx.collectionItem.deleteMany({ where: { imageId: { in: ids } } });
      await services.store.deleteMany(ids.flatMap((id) => Object.values(imageKeys(ownerOf(actor), id))));
      await tx.generatedImage.updateMany({ where: { id: { in: ids } }, data: { deletedAt: new Date() } });
      return { deletedIds: ids };
    },
    { timeout: 60_000 },
  );
}

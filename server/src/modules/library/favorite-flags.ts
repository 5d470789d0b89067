import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { RequestContext } from '../../context';
import { ownedBy, type Actor } from '../access/actor';

/** Which of these images the user has favorited: one query for any number of ids. */
export async function favoriteIdsAmong(db: Prisma.TransactionClient, actor: Actor, imageIds: string[]): Promise<Set<string>> {
  if (imageIds.length === 0) return new Set();
  const rows = await db.favorite.findMany({ where: { ...ownedBy(actor), imageId: { in: imageIds } }, select: { imageId: true } });
  return new Set(rows.map((r) => r.imageId));
}

/** After the promise jobs now queued (a list's items resolve together), as DataLoader schedules its batches. */
const afterCurrentTick = () => new Promise<void>((resolve) => void Promise.resolve().then(() => process.nextTick(resolve)));

/**
 * Batches `HeadshotImage.isFavorite` per request: every image of a list asks within one tick and one query
 * answers them all. Nothing is cached past the batch, so a later mutation in the same request reads fresh.
 */
class FavoriteFlags {
  private batch: { ids: Set<string>; favorites: Promise<Set<string>> } | null = null;

  constructor(
    private readonly db: Prisma.TransactionClient,
    private readonly actor: Actor,
  ) {}

  isFavorite(imageId: string): Promise<boolean> {
    if (!this.batch) {
      const ids = new Set<string>();
      const favorites = afterCurrentTick().then(() => {
        this.batch = null;
        return favoriteIdsAmong(this.db, this.actor, [...ids]);
      });
      this.batch = { ids, favorites };
    }
    this.batch.ids.add(imageId);
    return this.batch.favorites.then((set) => set.has(imageId));
  }
}

const perRequest = new WeakMap<RequestContext, FavoriteFlags>();

/** Whether the viewer favorited the image, batched with the request's other images. */
export function isFavoriteImage(ctx: RequestContext, imageId: string): Promise<boolean> {
  if (!ctx.viewer) return Promise.resolve(false);
  let flags = perRequest.get(ctx);
  if (!flags) {
    flags = new FavoriteFlags(ctx.services.prisma, ctx.viewer.actor);
    perRequest.set(ctx, flags);
  }
  return flags.isFavorite(imageId);
}

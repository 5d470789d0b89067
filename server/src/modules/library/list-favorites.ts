import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { pageRequest, toPage, type CursorKey, type Page } from '../../lib/paging';
import { GENERATED_IMAGE_COLUMNS } from '../generation/image-rows';
import { ownerOf, type Actor } from '../access/actor';

export interface ListFavoritesOptions {
  first?: number | null;
  after?: string | null;
}

/** A favorite of the user whose image is the user's own and still delivered (as deliveredImagesOf has it). */
const FAVORITE_OF = `f.user_id = $1::uuid AND i.user_id = $1::uuid AND i.status = 'succeeded' AND i.deleted_at IS NULL AND i.storage_key IS NOT NULL`;

/**
 * The favorites page statement (exported for the test that reads its plan): keyset over (favorited at, image id)
 * descending on the (user_id, created_at, image_id) index of favorites, each image read by its primary key.
 */
export function favoritePageStatement(after: boolean): { text: string; name: string } {
  const keyset = after ? ' AND (f.created_at, f.image_id) < ($3::timestamptz, $4::uuid)' : '';
  return {
    name: `kadr_favorites_${after ? 'after' : 'none'}`,
    text: `SELECT ${GENERATED_IMAGE_COLUMNS}, f.created_at AS "favoritedAt" FROM favorites f JOIN generated_images i ON i.id = f.image_id
      WHERE ${FAVORITE_OF}${keyset} ORDER BY f.created_at DESC, f.image_id DESC LIMIT $2`,
  };
}

const LIST = 'favorites';
const keyOf = (row: { favoritedAt: Date; id: string }): CursorKey => [row.favoritedAt.toISOString(), row.id];

/**
 * One page of the viewer's favorite images, the most recently favorited first: at most 100, 50 unless `first` says;
 * `after` is the cursor of the last favorite of the page before.
 */
export async function listFavorites(
  services: Pick<Services, 'db'>,
  actor: Actor,
  options: ListFavoritesOptions = {},
  names?: { first: string; after: string },
): Promise<Page<GeneratedImage>> {
  const request = pageRequest(LIST, 2, options, names);
  const { text, name } = favoritePageStatement(request.after !== null);
  const rows = await services.db.sql.query<GeneratedImage & { favoritedAt: Date }>(text, [ownerOf(actor), request.first + 1, ...(request.after ?? [])], name);
  const page = toPage(LIST, rows, request, keyOf);
  return { ...page, items: page.items.map(({ favoritedAt: _f, ...image }) => image as GeneratedImage) };
}

/**
 * How many favorites the list holds, for `totalCount`: one row of library_counts, which triggers on favorites and
 * generated_images keep equal to the count of FAVORITE_OF (migration library_counts_favorites).
 */
export async function countFavorites(services: Pick<Services, 'db'>, actor: Actor): Promise<number> {
  const [row] = await services.db.sql.query<{ n: number }>(
    'SELECT favorite_images AS n FROM library_counts WHERE user_id = $1::uuid',
    [ownerOf(actor)],
    'kadr_favorites_count',
  );
  return row?.n ?? 0;
}

import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { generatedImageDto } from './generated-image';
import { GENERATED_IMAGE_COLUMNS } from './image-rows';
import { ownerOf, type Actor } from '../access/actor';

const ORDER = {
  newest: 'i.created_at DESC, i.id ASC',
  'best-match': 'i.identity_score DESC NULLS LAST, i.created_at DESC',
} as const;

/**
 * The gallery's list: one prepared statement per order, without Prisma (whose mapping of a few hundred rows cost
 * several times the query itself). Served by the (user_id, created_at) index.
 */
const LIST = Object.fromEntries(
  Object.entries(ORDER).map(([sort, order]) => [
    sort,
    `SELECT ${GENERATED_IMAGE_COLUMNS} FROM generated_images i
      WHERE i.user_id = $1::uuid AND i.kind IN ('headshot', 'background') AND i.status = 'succeeded' AND i.deleted_at IS NULL
      ORDER BY ${order}`,
  ]),
) as Record<keyof typeof ORDER, string>;

/** The user's delivered images (headshots and background changes), newest first (or best identity match first). */
export async function listGeneratedImages(services: Pick<Services, 'db' | 'store' | 'env'>, actor: Actor, options: { sort?: 'newest' | 'best-match' } = {}) {
  const sort = options.sort === 'best-match' ? 'best-match' : 'newest';
  const images = await services.db.sql.query<GeneratedImage>(LIST[sort], [ownerOf(actor)], `kadr_generated_images_${sort.replace('-', '_')}`);
  return Promise.all(images.map((image) => generatedImageDto(services, image)));
}

import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { pageRequest, toPage, type CursorKey, type Page } from '../../lib/paging';
import { generatedImageDto, type GeneratedImageDto } from './generated-image';
import { GENERATED_IMAGE_COLUMNS } from './image-rows';
import { ownerOf, type Actor } from '../access/actor';

export type HeadshotSort = 'newest' | 'best-match';

export interface ListGeneratedImagesOptions {
  sort?: HeadshotSort;
  /** Only images that look like the user: usable and not below the user's own 10th percentile (issue #31). */
  looksLikeMe?: boolean;
  first?: number | null;
  after?: string | null;
}

const DELIVERED = `i.user_id = $1::uuid AND i.kind IN ('headshot', 'background') AND i.status = 'succeeded' AND i.deleted_at IS NULL`;
const LOOKS_LIKE_ME = ` AND (i.usable IS TRUE OR (i.usable IS NULL AND NOT i.identity_flag)) AND NOT i.may_not_look_like_you`;

/**
 * The gallery's pages: prepared statements without Prisma (whose mapping of a few hundred rows cost several times the
 * query itself), keyset over each sort with the id last, so a page starts right after the row its cursor names however
 * many rows were added or deleted since. Newest: (created_at, id) descending on the (user_id, created_at, id) index.
 * Best match: identity_score descending with the unmeasured images last, read as two ranges of the
 * (user_id, identity_score, created_at, id) index (measured, then unmeasured) so that neither is sorted in memory.
 */
export type After = 'none' | 'after' | 'measured' | 'unmeasured';

/** Exported for the test that reads its plans. */
export function imagePageStatement(sort: HeadshotSort, likeMe: boolean, after: After): { text: string; name: string } {
  const where = DELIVERED + (likeMe ? LOOKS_LIKE_ME : '');
  const name = `kadr_images_${sort.replace('-', '_')}_${likeMe ? 'like_me_' : ''}${after}`;
  if (sort === 'newest') {
    const keyset = after === 'none' ? '' : ' AND (i.created_at, i.id) < ($3::timestamptz, $4::uuid)';
    return { name, text: `SELECT ${GENERATED_IMAGE_COLUMNS} FROM generated_images i WHERE ${where}${keyset} ORDER BY i.created_at DESC, i.id DESC LIMIT $2` };
  }
  const measured = `(SELECT ${GENERATED_IMAGE_COLUMNS} FROM generated_images i WHERE ${where} AND i.identity_score IS NOT NULL${
    after === 'measured' ? ' AND (i.identity_score, i.created_at, i.id) < ($5::float8, $3::timestamptz, $4::uuid)' : ''
  } ORDER BY i.identity_score DESC, i.created_at DESC, i.id DESC LIMIT $2)`;
  const unmeasured = `(SELECT ${GENERATED_IMAGE_COLUMNS} FROM generated_images i WHERE ${where} AND i.identity_score IS NULL${
    after === 'unmeasured' ? ' AND (i.created_at, i.id) < ($3::timestamptz, $4::uuid)' : ''
  } ORDER BY i.created_at DESC, i.id DESC LIMIT $2)`;
  const union = after === 'unmeasured' ? unmeasured : `${measured} UNION ALL ${unmeasured}`;
  return {
    name,
    text: `SELECT * FROM (${union}) page ORDER BY "identityScore" DESC NULLS LAST, "createdAt" DESC, id DESC LIMIT $2`,
  };
}

const keyOf = (sort: HeadshotSort) => (image: { identityScore: number | null; createdAt: Date; id: string }): CursorKey =>
  sort === 'newest' ? [image.createdAt.toISOString(), image.id] : [image.identityScore, image.createdAt.toISOString(), image.id];

const listName = (sort: HeadshotSort, likeMe: boolean) => `images:${sort}${likeMe ? ':like-me' : ''}`;

/**
 * One page of the user's delivered images (headshots and background changes), newest first (or best identity match
 * first): at most 100 rows, 50 unless `first` says; `after` is the cursor of the last row of the page before.
 */
export async function listGeneratedImages(
  services: Pick<Services, 'db' | 'store' | 'env'>,
  actor: Actor,
  options: ListGeneratedImagesOptions = {},
  names?: { first: string; after: string },
): Promise<Page<GeneratedImageDto>> {
  const sort: HeadshotSort = options.sort === 'best-match' ? 'best-match' : 'newest';
  const likeMe = options.looksLikeMe === true;
  const list = listName(sort, likeMe);
  const request = pageRequest(list, sort === 'newest' ? 2 : 3, options, names);
  const params: unknown[] = [ownerOf(actor), request.first + 1];
  let after: After = 'none';
  if (request.after && sort === 'newest') {
    after = 'after';
    params.push(...request.after);
  } else if (request.after) {
    const [score, createdAt, id] = request.after;
    after = score === null ? 'unmeasured' : 'measured';
    params.push(createdAt, id, ...(score === null ? [] : [score]));
  }
  const { text, name } = imagePageStatement(sort, likeMe, after);
  const rows = await services.db.sql.query<GeneratedImage>(text, params, name);
  const page = toPage(list, rows, request, keyOf(sort));
  return { ...page, items: await Promise.all(page.items.map((image) => generatedImageDto(services, image))) };
}

/**
 * How many delivered images the list holds (with the same filter), for `totalCount`: one row of library_counts, which
 * triggers on generated_images keep exact in the transaction of every change (migration library_counts), so the
 * answer costs the same at 10 images as at 100,000 and is the count(*) that the list's filter would give.
 */
export async function countGeneratedImages(services: Pick<Services, 'db'>, actor: Actor, options: Pick<ListGeneratedImagesOptions, 'looksLikeMe'> = {}) {
  const likeMe = options.looksLikeMe === true;
  const [row] = await services.db.sql.query<{ n: number }>(
    `SELECT ${likeMe ? 'like_me_images' : 'delivered_images'} AS n FROM library_counts WHERE user_id = $1::uuid`,
    [ownerOf(actor)],
    `kadr_images_count${likeMe ? '_like_me' : ''}`,
  );
  return row?.n ?? 0;
}

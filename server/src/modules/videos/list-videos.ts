import type { Services } from '../../services-contract';
import { pageRequest, toPage, type CursorKey, type Page } from '../../lib/paging';
import { videoDto, videoWithJob, type VideoDto } from './video-dto';
import { ownerOf, type Actor } from '../access/actor';

export interface ListVideosOptions {
  first?: number | null;
  after?: string | null;
}

/**
 * The videos page statement (exported for the test that reads its plan): keyset over (created_at, id) descending on
 * the (user_id, created_at, id) index; it names the page's videos, which are then read with their jobs by id.
 */
export function videoPageStatement(after: boolean): { text: string; name: string } {
  const keyset = after ? ' AND (v.created_at, v.id) < ($3::timestamptz, $4::uuid)' : '';
  return {
    name: `kadr_videos_${after ? 'after' : 'none'}`,
    text: `SELECT v.id, v.created_at AS "createdAt" FROM videos v WHERE v.user_id = $1::uuid AND v.deleted_at IS NULL${keyset}
      ORDER BY v.created_at DESC, v.id DESC LIMIT $2`,
  };
}

const LIST = 'videos';
const keyOf = (row: { createdAt: Date; id: string }): CursorKey => [row.createdAt.toISOString(), row.id];

/**
 * One page of the user's videos (any status: pending, processing, delivered or failed; deleted ones never), newest
 * first: at most 100, 50 unless `first` says; `after` is the cursor of the last video of the page before.
 */
export async function listVideos(
  services: Pick<Services, 'db' | 'env' | 'prisma' | 'store'>,
  actor: Actor,
  options: ListVideosOptions = {},
  names?: { first: string; after: string },
): Promise<Page<VideoDto>> {
  const request = pageRequest(LIST, 2, options, names);
  const { text, name } = videoPageStatement(request.after !== null);
  const owner = ownerOf(actor);
  const keys = await services.db.sql.query<{ id: string; createdAt: Date }>(text, [owner, request.first + 1, ...(request.after ?? [])], name);
  const page = toPage(LIST, keys, request, keyOf);
  const ids = page.items.map((key) => key.id);
  const rows = ids.length === 0 ? [] : await services.prisma.video.findMany({ where: { id: { in: ids }, userId: owner }, include: videoWithJob });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const videos = ids.flatMap((id) => byId.get(id) ?? []);
  return { ...page, items: await Promise.all(videos.map((video) => videoDto(services, video))), cursors: page.cursors.filter((_, i) => byId.has(ids[i]!)) };
}

/** How many videos the list holds, for `totalCount`. */
export async function countVideos(services: Pick<Services, 'db'>, actor: Actor): Promise<number> {
  const [row] = await services.db.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM videos v WHERE v.user_id = $1::uuid AND v.deleted_at IS NULL',
    [ownerOf(actor)],
    'kadr_videos_count',
  );
  return row?.n ?? 0;
}

import type { Prisma } from '@kadr/core/generated/prisma/client';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { zipEntries, type ZipEntry } from '../library/zip-entries';
import { getAdminTeamView } from './team-access';

/** Rows read per query while the archive streams: the list is never held whole either. */
const PAGE = 100;

/** ASCII words joined by dashes (Polish letters without their marks): a name that is safe as a ZIP path part. */
export function pathSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * Every headshot members made with the team's credits (any member, past members too), as one ZIP for the team's
 * admins: a member who is not an admin is refused (403), anyone outside the team gets TEAM_NOT_FOUND, before a
 * byte is sent. Each maker's photos sit in a folder of their name and id, and a file's name carries its image
 * id, so two members' photos never share a path. The archive streams: rows are read a page at a time as the
 * client takes the bytes; a photo deleted meanwhile is left out.
 */
export async function downloadTeamHeadshotsZip(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, teamId: string, now = new Date()) {
  const team = await getAdminTeamView(services.prisma, actor, teamId);
  const fileName = `kadr-team-${pathSlug(team.name) || 'photos'}-${now.toISOString().slice(0, 10)}.zip`;
  return { fileName, body: zipEntries(teamEntries(services, team.id)) };
}

async function* teamEntries(services: Pick<Services, 'prisma' | 'store'>, teamId: string): AsyncGenerator<ZipEntry> {
  const used = new Set<string>();
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    // Keyset paging: a row deleted between two pages does not move the next page.
    const rest: Prisma.GeneratedImageWhereInput = after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {};
    const page = await services.prisma.generatedImage.findMany({
      where: { teamId, status: 'succeeded', deletedAt: null, ...rest },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: PAGE,
      select: { id: true, userId: true, createdAt: true, user: { select: { fullName: true } } },
    });
    for (const image of page) {
      const folder = `${pathSlug(image.user.fullName) || 'member'}-${image.userId.slice(0, 8)}`;
      // Two ids rarely share their first 8 characters; then the full id keeps the names apart.
      const short = `${folder}/kadr-${image.id.slice(0, 8)}.jpg`;
      const name = used.has(short) ? `${folder}/kadr-${image.id}.jpg` : short;
      used.add(name);
      yield {
        name,
        mtime: image.createdAt,
        open: async () => (await services.store.get(imageKeys(image.userId, image.id).image))?.body ?? null,
      };
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!;
  }
}

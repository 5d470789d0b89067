import { Prisma } from '@kadr/core/generated/prisma/client';
import { currentRequestId } from '@kadr/core/log/request-scope';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { getAdminTeamView } from '../teams/team-access';
import { dataExportDto, type DataExportDto } from './data-export-dto';
import { ExportInProgressError, ExportLimitReachedError } from './data-export.errors';
import { DATA_EXPORT_QUEUE, type DataExportJob } from './privacy-jobs';

/** Exports a user may ask for in any 24 hours (their own and their teams' together). */
export const EXPORTS_PER_DAY = 3;

const schema = z.strictObject({
  /** A team whose data to export (its admins only); absent: the user's own data. */
  teamId: z.uuid().optional(),
  /** The language of the README, the email and the notification; default: the account's, else the request's. */
  locale: z.enum(['en', 'pl']).optional(),
});

/**
 * Asks for an export of the actor's data (or, with `teamId`, of a team they administer): records it and queues its
 * job in one transaction. One export per user is queued or running at a time (EXPORT_IN_PROGRESS), and at most
 * EXPORTS_PER_DAY are asked for in 24 hours (EXPORT_LIMIT_REACHED, with when the next one may be asked for). The
 * user's row is locked while the limits are counted, so two requests at once cannot both pass them.
 */
export async function requestDataExport(
  services: Pick<Services, 'prisma' | 'jobs'>,
  actor: Actor,
  raw: unknown,
  options: { language?: string | null; now?: Date } = {},
): Promise<DataExportDto> {
  const input = parseInput(schema, raw ?? {});
  const userId = ownerOf(actor);
  const now = options.now ?? new Date();
  if (input.teamId) await getAdminTeamView(services.prisma, actor, input.teamId);
  try {
    const row = await services.prisma.$transaction(async (tx) => {
      const [user] = await tx.$queryRaw<{ locale: string | null }[]>`SELECT locale FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const active = await tx.dataExport.count({ where: { userId, status: { in: ['queued', 'running'] } } });
      if (active > 0) throw new ExportInProgressError();
      const since = new Date(now.getTime() - 24 * 3_600_000);
      const recent = await tx.dataExport.findMany({ where: { userId, createdAt: { gt: since } }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
      if (recent.length >= EXPORTS_PER_DAY) {
        throw new ExportLimitReachedError(EXPORTS_PER_DAY, new Date(recent[recent.length - EXPORTS_PER_DAY]!.createdAt.getTime() + 24 * 3_600_000));
      }
      const locale = input.locale ?? pickLocale(user?.locale ?? null, options.language ?? null);
      const created = await tx.dataExport.create({ data: { userId, teamId: input.teamId ?? null, locale, createdAt: now } });
      const requestId = currentRequestId();
      const job: DataExportJob = requestId ? { exportId: created.id, requestId } : { exportId: created.id };
      const queued = await services.jobs.sendIn(tx, DATA_EXPORT_QUEUE, job, { singletonKey: created.id });
      if (queued === null) throw new Error(`data export ${created.id} was not queued`);
      return created;
    });
    return dataExportDto(row, now);
  } catch (err) {
    // Two requests at once: the partial unique index (one queued or running export per user) refused the second.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw new ExportInProgressError();
    throw err;
  }
}

const pickLocale = (account: string | null, request: string | null): 'en' | 'pl' =>
  (account ?? request ?? 'en').toLowerCase().startsWith('pl') ? 'pl' : 'en';

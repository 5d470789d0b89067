import { z } from 'zod';
import { AiJobKind, AiJobStatus } from '@kadr/core/generated/prisma/enums';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ADMIN_PAGE_SIZE, adminJobDto, JOB_WITH_USER, type AdminJobDto, type AdminListArgs } from './admin-dto';

const kinds = Object.values(AiJobKind);
const statuses = Object.values(AiJobStatus);

const schema = z.strictObject({
  kind: z.enum(kinds, { message: `kind must be one of ${kinds.join(', ')}` }).nullish(),
  status: z.enum(statuses, { message: `status must be one of ${statuses.join(', ')}` }).nullish(),
});

const LIST = 'admin-jobs';

function whereOf(raw: Record<string, unknown>): Prisma.AiJobWhereInput {
  const input = parseInput(schema, raw);
  return { ...(input.kind ? { kind: input.kind } : {}), ...(input.status ? { status: input.status } : {}) };
}

/** Every user's AI jobs, newest first, filtered by kind and status, with their stage, progress and error; 25 a page unless `first` says. */
export async function listJobs(services: Pick<Services, 'prisma'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AdminJobDto>> {
  const where = whereOf(raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.aiJob.findMany({ where: { AND: [where, afterTimeId(request)] }, include: JOB_WITH_USER, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: request.first + 1 });
  const page = toPage(LIST, rows, request, timeIdKey);
  return { ...page, items: page.items.map(adminJobDto) };
}

/** How many jobs match the filters (all pages), for `totalCount`: the (status, kind) index. */
export function countJobs(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.aiJob.count({ where: whereOf(raw) });
}

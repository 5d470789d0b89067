import { z } from 'zod';
import { AiJobKind, AiJobStatus } from '@kadr/core/generated/prisma/enums';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { adminJobDto, JOB_WITH_USER, type AdminJobDto } from './admin-dto';
import { newestFirst, pageInput, pageOf } from './admin-page';

const kinds = Object.values(AiJobKind);
const statuses = Object.values(AiJobStatus);

const schema = z.strictObject({
  kind: z.enum(kinds, { message: `kind must be one of ${kinds.join(', ')}` }).nullish(),
  status: z.enum(statuses, { message: `status must be one of ${statuses.join(', ')}` }).nullish(),
  ...pageInput,
});

/** Every user's AI jobs, newest first, filtered by kind and status, with their stage, progress and error. */
export async function listJobs(services: Pick<Services, 'prisma'>, raw: unknown): Promise<{ items: AdminJobDto[]; nextCursor: string | null }> {
  const input = parseInput(schema, raw ?? {});
  const page = newestFirst(input);
  const rows = await services.prisma.aiJob.findMany({
    where: { ...(input.kind ? { kind: input.kind } : {}), ...(input.status ? { status: input.status } : {}), ...page.where },
    include: JOB_WITH_USER,
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, page.first);
  return { items: items.map(adminJobDto), nextCursor };
}

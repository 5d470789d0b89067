import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ADMIN_PAGE_SIZE, adminUserDto, personalBalances, type AdminListArgs, type AdminUserDto } from './admin-dto';

const schema = z.strictObject({ search: z.string().trim().max(200).nullish() });

const LIST = 'admin-users';

/** `search` matches a part of the email or the name, in any case (ILIKE). */
function whereOf(raw: Record<string, unknown>): Prisma.UserWhereInput {
  const input = parseInput(schema, raw);
  return input.search
    ? { OR: [{ email: { contains: input.search, mode: 'insensitive' } }, { fullName: { contains: input.search, mode: 'insensitive' } }] }
    : {};
}

/** Users newest first, a page at a time (25 unless `first` says); `search` matches a part of the email or the name, in any case. */
export async function listUsers(services: Pick<Services, 'prisma'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AdminUserDto>> {
  const where = whereOf(raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.user.findMany({ where: { AND: [where, afterTimeId(request)] }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: request.first + 1 });
  const balances = await personalBalances(services.prisma, rows.slice(0, request.first).map((u) => u.id));
  const page = toPage(LIST, rows, request, timeIdKey);
  return { ...page, items: page.items.map((u) => adminUserDto(u, balances.get(u.id) ?? 0)) };
}

/** How many users match the search (all pages), for `totalCount`. */
export function countUsers(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.user.count({ where: whereOf(raw) });
}

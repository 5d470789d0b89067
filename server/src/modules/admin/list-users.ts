import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { adminUserDto, personalBalances, type AdminUserDto } from './admin-dto';
import { newestFirst, pageInput, pageOf } from './admin-page';

const schema = z.strictObject({ search: z.string().trim().max(200).nullish(), ...pageInput });

export interface AdminUserPage {
  items: AdminUserDto[];
  nextCursor: string | null;
  /** How many users match the search (all pages). */
  total: number;
}

/** Users newest first, a page at a time; `search` matches a part of the email or the name, in any case (ILIKE). */
export async function listUsers(services: Pick<Services, 'prisma'>, raw: unknown): Promise<AdminUserPage> {
  const input = parseInput(schema, raw ?? {});
  const page = newestFirst(input);
  const where: Prisma.UserWhereInput = input.search
    ? { OR: [{ email: { contains: input.search, mode: 'insensitive' } }, { fullName: { contains: input.search, mode: 'insensitive' } }] }
    : {};
  const [rows, total] = await Promise.all([
    services.prisma.user.findMany({ where: { AND: [where, page.where] }, orderBy: page.orderBy, take: page.take }),
    services.prisma.user.count({ where }),
  ]);
  const { items, nextCursor } = pageOf(rows, page.first);
  const balances = await personalBalances(services.prisma, items.map((u) => u.id));
  return { items: items.map((u) => adminUserDto(u, balances.get(u.id) ?? 0)), nextCursor, total };
}

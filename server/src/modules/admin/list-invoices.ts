import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { InvoiceKind, KsefStatus } from '@kadr/core/generated/prisma/enums';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { ADMIN_PAGE_SIZE, type AdminListArgs } from './admin-dto';
import { adminInvoiceDto, buyerEmails, type AdminInvoiceDto } from './admin-invoice-dto';

const kinds = Object.values(InvoiceKind);
const statuses = Object.values(KsefStatus);
const schema = z.strictObject({
  filter: z
    .strictObject({
      search: z.string().trim().max(200).nullish(),
      kind: z.enum(kinds, { message: `kind must be one of ${kinds.join(', ')}` }).nullish(),
      ksefStatus: z.enum(statuses, { message: `ksefStatus must be one of ${statuses.join(', ')}` }).nullish(),
      from: z.date().nullish(),
      to: z.date().nullish(),
    })
    .nullish(),
});

const LIST = 'admin-invoices';

/**
 * Invoices and corrections newest first, a page at a time (25 unless `first` says), with their KSeF state. `search`
 * matches a part of the number, the buyer's name, tax id (spaces, dots and dashes ignored) or account email, in any
 * case; `from` (inclusive) and `to` (exclusive) bound the moment of issue.
 */
export async function listInvoices(services: Pick<Services, 'prisma' | 'env'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AdminInvoiceDto>> {
  const where = await whereOf(services.prisma, raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.invoice.findMany({ where: { AND: [where, afterTimeId(request)] }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: request.first + 1 });
  const emails = await buyerEmails(services.prisma, rows.slice(0, request.first).map((i) => i.userId));
  const page = toPage(LIST, rows, request, timeIdKey);
  return { ...page, items: page.items.map((i) => adminInvoiceDto(i, emails.get(i.userId) ?? null, services.env.KSEF_MODE)) };
}

/** How many invoices match the filter (all pages), for `totalCount`. */
export async function countInvoices(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.invoice.count({ where: await whereOf(services.prisma, raw) });
}

async function whereOf(prisma: Services['prisma'], raw: Record<string, unknown>): Promise<Prisma.InvoiceWhereInput> {
  const filter = parseInput(schema, raw).filter ?? {};
  const and: Prisma.InvoiceWhereInput[] = [];
  if (filter.kind) and.push({ kind: filter.kind });
  if (filter.ksefStatus) and.push({ ksefStatus: filter.ksefStatus });
  if (filter.from) and.push({ issuedAt: { gte: filter.from } });
  if (filter.to) and.push({ issuedAt: { lt: filter.to } });
  if (filter.search) and.push(await searchWhere(prisma, filter.search));
  return { AND: and };
}

async function searchWhere(prisma: Services['prisma'], search: string): Promise<Prisma.InvoiceWhereInput> {
  const taxId = search.replace(/[\s.-]/g, '');
  // Invoices keep the buyer's user id only (no relation): the matching accounts first.
  const users = await prisma.user.findMany({ where: { email: { contains: search, mode: 'insensitive' } }, select: { id: true } });
  return {
    OR: [
      { number: { contains: search, mode: 'insensitive' } },
      { buyerName: { contains: search, mode: 'insensitive' } },
      ...(taxId ? [{ buyerTaxId: { contains: taxId, mode: 'insensitive' as const } }] : []),
      ...(users.length ? [{ userId: { in: users.map((u) => u.id) } }] : []),
    ],
  };
}

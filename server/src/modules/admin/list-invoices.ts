import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { InvoiceKind, KsefStatus } from '@kadr/core/generated/prisma/enums';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { adminInvoiceDto, buyerEmails, type AdminInvoiceDto } from './admin-invoice-dto';
import { newestFirst, pageInput, pageOf } from './admin-page';

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
  ...pageInput,
});

export interface AdminInvoicePage {
  items: AdminInvoiceDto[];
  nextCursor: string | null;
  /** How many invoices match the filter (all pages). */
  total: number;
}

/**
 * Invoices and corrections newest first, a page at a time, with their KSeF state. `search` matches a part of the
 * number, the buyer's name, tax id (spaces, dots and dashes ignored) or account email, in any case; `from` (inclusive)
 * and `to` (exclusive) bound the moment of issue.
 */
export async function listInvoices(services: Pick<Services, 'prisma' | 'env'>, raw: unknown): Promise<AdminInvoicePage> {
  const input = parseInput(schema, raw ?? {});
  const filter = input.filter ?? {};
  const page = newestFirst(input);
  const and: Prisma.InvoiceWhereInput[] = [];
  if (filter.kind) and.push({ kind: filter.kind });
  if (filter.ksefStatus) and.push({ ksefStatus: filter.ksefStatus });
  if (filter.from) and.push({ issuedAt: { gte: filter.from } });
  if (filter.to) and.push({ issuedAt: { lt: filter.to } });
  if (filter.search) and.push(await searchWhere(services.prisma, filter.search));
  const where: Prisma.InvoiceWhereInput = { AND: and };
  const [rows, total] = await Promise.all([
    services.prisma.invoice.findMany({ where: { AND: [where, page.where] }, orderBy: page.orderBy, take: page.take }),
    services.prisma.invoice.count({ where }),
  ]);
  const { items, nextCursor } = pageOf(rows, page.first);
  const emails = await buyerEmails(services.prisma, items.map((i) => i.userId));
  return { items: items.map((i) => adminInvoiceDto(i, emails.get(i.userId) ?? null, services.env.KSEF_MODE)), nextCursor, total };
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

import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Prisma, User } from '@kadr/core/generated/prisma/client';

/** A required reason of an admin act: kept in the audit log. */
export const reasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'A reason is required (3 to 500 characters)')
  .max(500, 'A reason is required (3 to 500 characters)');

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The user an admin acts on, its row locked for the rest of the transaction; NOT_FOUND for an unknown id. */
export async function lockTargetUser(tx: Prisma.TransactionClient, userId: string): Promise<User> {
  if (!isUuid(userId)) throw new NotFoundError('User not found');
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  if (!row) throw new NotFoundError('User not found');
  return tx.user.findUniqueOrThrow({ where: { id: userId } });
}

/** A row id from the console: NOT_FOUND (not a database error) for anything that is not a uuid. */
export function requireUuid(id: string, what: string): string {
  if (!isUuid(id)) throw new NotFoundError(`${what} not found`);
  return id;
}

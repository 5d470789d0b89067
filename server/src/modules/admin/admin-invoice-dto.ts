import type { Invoice, Prisma } from '@kadr/core/generated/prisma/client';
import type { Env } from '@kadr/core/env';

/** An invoice as the console shows it: what was issued, to whom (and their account), and where it stands with KSeF. */
export interface AdminInvoiceDto {
  id: string;
  number: string;
  kind: Invoice['kind'];
  paymentId: string;
  correctsId: string | null;
  issuedAt: Date;
  createdAt: Date;
  currency: string;
  consumer: boolean;
  buyerName: string;
  buyerTaxId: string | null;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  userId: string;
  /** The buyer's account email; null when the account is gone. */
  userEmail: string | null;
  ksefStatus: Invoice['ksefStatus'];
  ksefNumber: string | null;
  /** Why KSeF rejected it, or the last failure of an attempt (KSeF away, busy). */
  ksefError: string | null;
  ksefAttempts: number;
  ksefSentAt: Date | null;
  ksefAcceptedAt: Date | null;
  /** adminResendInvoice takes it: KSeF is on and the invoice is rejected, pending or sent (not accepted, not a consumer's). */
  resendable: boolean;
}

/** The KSeF states an admin may send again from. */
export const RESENDABLE_STATUSES: readonly Invoice['ksefStatus'][] = ['rejected', 'pending', 'sent'];

export const adminInvoiceDto = (i: Invoice, userEmail: string | null, ksefMode: Env['KSEF_MODE']): AdminInvoiceDto => ({
  id: i.id,
  number: i.number,
  kind: i.kind,
  paymentId: i.paymentId,
  correctsId: i.correctsId,
  issuedAt: i.issuedAt,
  createdAt: i.createdAt,
  currency: i.currency,
  consumer: i.consumer,
  buyerName: i.buyerName,
  buyerTaxId: i.buyerTaxId,
  netMinor: i.netMinor,
  vatMinor: i.vatMinor,
  grossMinor: i.grossMinor,
  userId: i.userId,
  userEmail,
  ksefStatus: i.ksefStatus,
  ksefNumber: i.ksefNumber,
  ksefError: i.ksefError,
  ksefAttempts: i.ksefAttempts,
  ksefSentAt: i.ksefSentAt,
  ksefAcceptedAt: i.ksefAcceptedAt,
  resendable: ksefMode !== 'off' && RESENDABLE_STATUSES.includes(i.ksefStatus),
});

/** The account emails of the invoices' buyers, in one query. */
export async function buyerEmails(db: Prisma.TransactionClient, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: [...new Set(userIds)] } }, select: { id: true, email: true } });
  return new Map(users.map((u) => [u.id, u.email]));
}

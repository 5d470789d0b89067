import type Stripe from 'stripe';
import type { PrismaClient, Prisma } from '@kadr/core/generated/prisma/client';
import { personalWallet, teamWallet, type Wallet } from '@kadr/core/ledger/wallet';
import type { Logger } from '@kadr/core/log/logger';
import type { OrderMetadata } from './order-metadata';
import type { IssueRequest } from '../invoices/issue-invoice';
import type { ReceiptDeps } from './receipt-email';

/** What the webhook handlers use: our database, the Stripe API they re-read objects from, and the receipt mailer. */
export interface PaymentDeps {
  prisma: PrismaClient;
  stripe: Stripe;
  log: Logger;
  receipts: ReceiptDeps;
  /** Queues invoice issuing in the crediting or refund transaction (issue #26); absent where invoices are not wired. */
  invoices?: { enqueue(tx: Prisma.TransactionClient, req: IssueRequest): Promise<void> };
}

/** Transactions that wait on a row lock behind others (a storm of duplicates) get time to. */
export const TX_OPTIONS = { timeout: 30_000, maxWait: 30_000 } as const;

/** The wallet an order's credits go to: its team's when bought for a team, else the buyer's. */
export const walletOfOrder = (meta: Pick<OrderMetadata, 'userId' | 'teamId'>): Wallet => (meta.teamId ? teamWallet(meta.teamId) : personalWallet(meta.userId));

/** Locks an order row for the rest of the transaction (every change to one order runs one at a time). */
export async function lockOrder(tx: Prisma.TransactionClient, where: { id: string } | { processorRef: string } | { paymentIntentRef: string }) {
  const rows =
    'id' in where
      ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payments WHERE id = ${where.id}::uuid FOR UPDATE`
      : 'processorRef' in where
        ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payments WHERE processor_ref = ${where.processorRef} FOR UPDATE`
        : await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payments WHERE payment_intent_ref = ${where.paymentIntentRef} FOR UPDATE`;
  const id = rows[0]?.id;
  return id ? tx.payment.findUniqueOrThrow({ where: { id } }) : null;
}

export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

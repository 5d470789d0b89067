import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { currentRequestId } from '@kadr/core/log/request-scope';
import type { JobQueue } from '@kadr/core/queue/job-queue';
import { issueInvoice, type InvoiceDeps, type IssueRequest } from './issue-invoice';
import { sendInvoiceToKsef, type KsefSendDeps } from './send-to-ksef';

/** pg-boss queues of the `billing` worker kind: issuing (data: the request) and sending to KSeF (data: the invoice). */
export const ISSUE_INVOICE_QUEUE = 'issue-invoice';
export const SEND_TO_KSEF_QUEUE = 'send-invoice-ksef';

type IssueJob = IssueRequest & { requestId?: string };

/**
 * Issuing never blocks crediting: it is a job queued in the crediting (or refund) transaction. A failed attempt
 * (NBP or the database away, a correction before its invoice) is retried with backoff for about a day.
 */
export async function defineInvoiceQueues(jobs: JobQueue, options: { ksefRetryDelaySeconds?: number } = {}): Promise<void> {
  await jobs.define({ name: ISSUE_INVOICE_QUEUE, retryLimit: 30, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 3600 });
  // KSeF down (or still processing): the invoice is resent with backoff, up to an hour apart, for about four days.
  await jobs.define({ name: SEND_TO_KSEF_QUEUE, retryLimit: 100, retryDelaySeconds: options.ksefRetryDelaySeconds ?? 30, retryBackoff: true, retryDelayMaxSeconds: 3600 });
}

/** Queues an invoice's sending to KSeF inside the caller's transaction (the one that issues it, or an admin's resend). */
export async function enqueueKsefSend(jobs: JobQueue, tx: Prisma.TransactionClient, invoiceId: string): Promise<void> {
  await jobs.sendIn(tx, SEND_TO_KSEF_QUEUE, { invoiceId }, { singletonKey: invoiceId });
}

/** Queues an issue request inside the caller's transaction (it exists exactly when the credit or refund commits). */
export async function enqueueInvoice(jobs: JobQueue, tx: Prisma.TransactionClient, req: IssueRequest): Promise<void> {
  const requestId = currentRequestId();
  const job: IssueJob = requestId ? { ...req, requestId } : req;
  await jobs.sendIn(tx, ISSUE_INVOICE_QUEUE, job);
}

/** Runs the issue requests and the KSeF sending in this process (where workers of the `billing` kind run). */
export async function startInvoiceWorker(jobs: JobQueue, deps: InvoiceDeps & { log: Logger; ksef: KsefSendDeps['ksef'] }): Promise<void> {
  await jobs.work<{ invoiceId: string }>(SEND_TO_KSEF_QUEUE, async ({ invoiceId }) => {
    await sendInvoiceToKsef({ prisma: deps.prisma, ksef: deps.ksef, log: deps.log.child({ invoiceId }) }, invoiceId);
  });
  await jobs.work<IssueJob>(ISSUE_INVOICE_QUEUE, async ({ requestId, ...req }) => {
    const log = requestId ? deps.log.child({ requestId }) : deps.log;
    const invoice = await issueInvoice({ ...deps, log }, req);
    if (invoice) log.info({ invoiceId: invoice.id, number: invoice.number, paymentId: req.paymentId, kind: req.kind }, 'invoice issued');
  }, { concurrency: 2 });
}

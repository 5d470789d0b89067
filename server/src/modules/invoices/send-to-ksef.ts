import type { Invoice, PrismaClient } from '@kadr/core/generated/prisma/client';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import type { Logger } from '@kadr/core/log/logger';
import { buildFa3Xml } from './ksef/fa3-xml';
import { validateFa3Xml } from './ksef/fa3-schema';
import type { KsefClient, KsefInvoiceRef } from './ksef/ksef-client';

/** A call that should be made again later: the job throws it, and pg-boss retries with backoff. */
export class KsefRetryLater extends Error {}

export interface KsefSendDeps {
  prisma: PrismaClient;
  /** Null when KSEF_MODE is off: nothing is sent. */
  ksef: KsefClient | null;
  log: Logger;
  /** How many times to ask about a submitted invoice before leaving it to the next attempt. */
  statusPolls?: number;
}

/** What the FA(3) says in Naglowek/SystemInfo. */
const SYSTEM_INFO = 'Kadr';

const refOf = (invoice: Invoice): KsefInvoiceRef | null => {
  const [sessionReferenceNumber, referenceNumber] = (invoice.ksefReference ?? '').split(' ');
  return sessionReferenceNumber && referenceNumber ? { sessionReferenceNumber, referenceNumber } : null;
};

/**
 * Sends a B2B invoice to KSeF and records where it stands, one step per attempt and each step safe to repeat:
 * - `pending`: builds its FA(3) XML (a correction with the KSeF number its invoice got; it waits for that number),
 *   checks it against the XSD (a failure is our bug: `rejected` with the validator's words) and submits it: `sent`,
 *   with its session and reference numbers;
 * - `sent`: asks KSeF about it until accepted (the KSeF number, the UPO once KSeF has made it) or rejected;
 * - KSeF unreachable or busy: the invoice stays where it was and the attempt throws KsefRetryLater (resent later);
 *   a rejection KSeF says may pass on a second try goes back to `pending`; a permanent one is `rejected` with its
 *   reason, for the admins to see and resend once fixed.
 * Returns the invoice as it stands after the attempt.
 */
export async function sendInvoiceToKsef(deps: KsefSendDeps, invoiceId: string): Promise<Invoice | null> {
  const { prisma, log } = deps;
  let invoice = await prisma.invoice.findUnique({ where: { id: invoiceId } });
  if (!invoice || !deps.ksef) return invoice;
  if (invoice.ksefStatus === 'not_applicable' || invoice.ksefStatus === 'rejected') return invoice;
  if (invoice.ksefStatus === 'accepted' && invoice.ksefUpo) return invoice;

  if (invoice.ksefStatus === 'pending') {
    const xml = await xmlOf(prisma, invoice);
    const checked = await validateFa3Xml(xml);
    if (!checked.valid) {
      log.error({ invoiceId, errors: checked.errors }, 'FA(3) XML of an invoice fails the XSD: not sent to KSeF');
      return prisma.invoice.update({ where: { id: invoiceId }, data: { ksefStatus: 'rejected', ksefError: `XSD: ${checked.errors.join('; ')}`.slice(0, 2000) } });
    }
    await prisma.invoice.update({ where: { id: invoiceId }, data: { ksefAttempts: { increment: 1 } } });
    const submitted = await deps.ksef.submitInvoice(xml);
    if (submitted.kind !== 'submitted') return failed(deps, invoice, submitted);
    invoice = await prisma.invoice.update({
      where: { id: invoiceId },
      data: { ksefStatus: 'sent', ksefSentAt: new Date(), ksefError: null, ksefReference: `${submitted.sessionReferenceNumber} ${submitted.referenceNumber}` },
    });
    log.info({ invoiceId, number: invoice.number, reference: submitted.referenceNumber }, 'invoice sent to KSeF');
  }

  const ref = refOf(invoice);
  if (!ref) return prisma.invoice.update({ where: { id: invoiceId }, data: { ksefStatus: 'pending' } });
  for (let poll = 0; poll < (deps.statusPolls ?? 10); poll++) {
    const status = await deps.ksef.invoiceStatus(ref);
    if (status.kind === 'processing') continue;
    if (status.kind !== 'accepted') return failed(deps, invoice, status);
    invoice = await prisma.invoice.update({
      where: { id: invoiceId },
      data: {
        ksefStatus: 'accepted',
        ksefNumber: status.ksefNumber,
        ksefUpo: status.upoXml ?? invoice.ksefUpo,
        ksefAcceptedAt: invoice.ksefAcceptedAt ?? (status.acquiredAt ? new Date(status.acquiredAt) : new Date()),
        ksefError: null,
      },
    });
    if (!invoice.ksefUpo) throw new KsefRetryLater(`invoice ${invoice.number} accepted by KSeF; its UPO is not ready yet`);
    log.info({ invoiceId, number: invoice.number, ksefNumber: status.ksefNumber, duplicate: status.duplicate }, 'invoice accepted by KSeF');
    return invoice;
  }
  throw new KsefRetryLater(`invoice ${invoice.number} is still being processed by KSeF`);
}

/** The FA(3) of the invoice as issued; a correction names the KSeF number its invoice has now (it waits for one). */
async function xmlOf(prisma: PrismaClient, invoice: Invoice): Promise<string> {
  const doc = invoice.document as unknown as InvoiceDocument;
  if (doc.kind === 'correction' && doc.correction && invoice.correctsId) {
    const original = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.correctsId }, select: { ksefStatus: true, ksefNumber: true } });
    if (original.ksefStatus !== 'not_applicable' && !original.ksefNumber) throw new KsefRetryLater(`correction ${invoice.number} waits for its invoice's KSeF number`);
    return buildFa3Xml({ ...doc, correction: { ...doc.correction, ofKsefNumber: original.ksefNumber } }, { systemInfo: SYSTEM_INFO, createdAt: invoice.issuedAt });
  }
  return buildFa3Xml(doc, { systemInfo: SYSTEM_INFO, createdAt: invoice.issuedAt });
}

async function failed(deps: KsefSendDeps, invoice: Invoice, failure: Exclude<Awaited<ReturnType<KsefClient['submitInvoice']>>, { kind: 'submitted' }>): Promise<never | Invoice> {
  const { prisma, log } = deps;
  if (failure.kind === 'rejected' && failure.permanent) {
    log.error({ invoiceId: invoice.id, code: failure.code, reason: failure.reason, details: failure.details }, 'KSeF rejected an invoice');
    return prisma.invoice.update({ where: { id: invoice.id }, data: { ksefStatus: 'rejected', ksefError: `${failure.code} ${failure.reason}${failure.details.length ? `: ${failure.details.join('; ')}` : ''}`.slice(0, 2000) } });
  }
  if (failure.kind === 'rejected') {
    // KSeF cancelled its processing: the invoice is sent again, as new.
    await prisma.invoice.update({ where: { id: invoice.id }, data: { ksefStatus: 'pending', ksefReference: null, ksefError: `${failure.code} ${failure.reason}` } });
  } else {
    await prisma.invoice.update({ where: { id: invoice.id }, data: { ksefError: `${failure.kind}: ${failure.reason}`.slice(0, 2000) } });
  }
  throw new KsefRetryLater(`KSeF ${failure.kind} for invoice ${invoice.number}: ${failure.reason}`);
}

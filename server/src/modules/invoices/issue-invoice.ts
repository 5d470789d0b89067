import { Prisma, type Invoice, type PrismaClient } from '@kadr/core/generated/prisma/client';
import { findPlan } from '@kadr/core/catalogue/plans';
import type { Env } from '@kadr/core/env';
import type { InvoiceDocument, InvoiceLanguage, InvoiceLine } from '@kadr/core/invoices/invoice-document';
import type { Logger } from '@kadr/core/log/logger';
import { periodOf, SERIES, takeNumber, warsawDate } from './invoice-numbering';
import { invoiceSeller, placeOfIssue } from './invoice-seller';
import { plnAmounts, type ExchangeRates } from './nbp-rates';
import { countryOfVatId, lineFromGross, sumLines, vatTreatmentFor } from './vat';

/** What issuing needs: the database, the configuration (seller, KSeF), NBP rates, and what to do with a B2B invoice for KSeF. */
export interface InvoiceDeps {
  prisma: PrismaClient;
  env: Pick<Env, 'NODE_ENV' | 'INVOICE_SELLER_NAME' | 'INVOICE_SELLER_NIP' | 'INVOICE_SELLER_ADDRESS' | 'INVOICE_SELLER_BANK_ACCOUNT' | 'INVOICE_PLACE_OF_ISSUE' | 'KSEF_MODE'>;
  rates: ExchangeRates;
  log: Logger;
  /** Queues the invoice's sending to KSeF in the transaction that issues it (KSEF_MODE not off, and not a consumer's). */
  sendToKsef?: (tx: Prisma.TransactionClient, invoiceId: string) => Promise<void>;
}

/**
 * What to issue, as the jobs ask for it:
 * - `invoice`: a credited payment's invoice, automatically for a business (NIP or EU VAT id); `key` is the ledger's;
 * - `correction`: a refund of a payment with an invoice; `refundedMinor` is everything refunded so far;
 * - `request`: a consumer's invoice, asked for after the purchase (Polish law: on request).
 */
export type IssueRequest =
  | { kind: 'invoice'; paymentId: string; key: string }
  | { kind: 'correction'; paymentId: string; key: string; refundedMinor: number }
  | { kind: 'request'; paymentId: string };

/** A correction asked for before the invoice it corrects exists (its job has not run yet): the job tries again. */
export class NotIssuedYetError extends Error {}

const WORDS = {
  en: { unit: 'pcs', package: (name: string, credits: number) => `Kadr credits: ${name} package (${credits} credits)`, subscription: (name: string, credits: number) => `Kadr subscription: ${name} plan (${credits} credits)`, method: 'Online payment (Stripe)', refund: 'Refund of the payment' },
  pl: { unit: 'szt.', package: (name: string, credits: number) => `Kredyty Kadr: pakiet ${name} (${credits} kredytów)`, subscription: (name: string, credits: number) => `Subskrypcja Kadr: plan ${name} (${credits} kredytów)`, method: 'Płatność online (Stripe)', refund: 'Zwrot płatności' },
} as const;

const languageOf = (value: string | null | undefined): InvoiceLanguage => (value?.toLowerCase().startsWith('pl') ? 'pl' : 'en');

/** The idempotency key of an issue request: one invoice per key, ever. */
export const invoiceKey = (req: IssueRequest) => (req.kind === 'invoice' ? `invoice:${req.key}` : req.kind === 'correction' ? `correction:${req.key}` : `request:${req.paymentId}`);

/**
 * Issues the invoice a request asks for, once: a second run with the same key (a duplicate webhook, a retried job)
 * finds it and returns it. Answers null when there is nothing to issue (a consumer's payment without a request, a
 * payment not paid, nothing left to correct, no seller configured). The number is taken in the transaction that
 * writes the invoice (invoice-numbering.ts): gap-free, whatever runs at the same time.
 */
export async function issueInvoice(deps: InvoiceDeps, req: IssueRequest, now = new Date()): Promise<Invoice | null> {
  const key = invoiceKey(req);
  const existing = await deps.prisma.invoice.findUnique({ where: { idempotencyKey: key } });
  if (existing) return existing;
  const seller = invoiceSeller(deps.env);
  if (!seller) {
    deps.log.warn({ paymentId: req.paymentId }, 'no invoice issued: INVOICE_SELLER_NAME, _NIP and _ADDRESS are not set');
    return null;
  }
  const payment = await deps.prisma.payment.findUnique({ where: { id: req.paymentId }, include: { user: { select: { fullName: true, locale: true } } } });
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) return null;
  // A consumer's invoice is issued when asked for, not with every purchase.
  if (req.kind === 'invoice' && !payment.taxId && !payment.vatId) return null;
  const document = req.kind === 'correction' ? await correctionDocument(deps, payment, req, now) : await invoiceDocument(deps, payment, req, now);
  if (!document) return null;

  try {
    return await deps.prisma.$transaction(async (tx) => {
      const series = document.kind === 'correction' ? SERIES.correction : SERIES.invoice;
      const period = periodOf(now);
      const { sequence, number } = await takeNumber(tx, series, period);
      const issued: InvoiceDocument = { ...document, number };
      const toKsef = deps.env.KSEF_MODE !== 'off' && !issued.consumer && Boolean(deps.sendToKsef);
      const invoice = await tx.invoice.create({
        data: {
          number,
          series,
          period,
          sequence,
          kind: issued.kind,
          paymentId: payment.id,
          userId: payment.userId,
          correctsId: document.kind === 'correction' ? (await tx.invoice.findFirstOrThrow({ where: { paymentId: payment.id, kind: 'invoice' }, orderBy: { issuedAt: 'asc' } })).id : null,
          idempotencyKey: key,
          issuedAt: now,
          language: issued.language,
          currency: issued.currency,
          consumer: issued.consumer,
          vatTreatment: issued.vatTreatment,
          buyerName: issued.buyer.name,
          buyerTaxId: issued.buyer.nip ?? issued.buyer.vatId ?? null,
          netMinor: issued.totals.netMinor,
          vatMinor: issued.totals.vatMinor,
          grossMinor: issued.totals.grossMinor,
          document: issued as unknown as Prisma.InputJsonValue,
          ksefStatus: toKsef ? 'pending' : 'not_applicable',
        },
      });
      if (toKsef) await deps.sendToKsef!(tx, invoice.id);
      return invoice;
    });
  } catch (err) {
    // Another run issued it first: its invoice stands, and this run's number went back with its rollback.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
      const winner = await deps.prisma.invoice.findUnique({ where: { idempotencyKey: key } });
      if (winner) return winner;
    }
    throw err;
  }
}

type PaymentRow = Prisma.PaymentGetPayload<{ include: { user: { select: { fullName: true; locale: true } } } }>;

/** The first invoice of a payment (or a consumer's, asked for): buyer frozen from the order, one line at its price. */
async function invoiceDocument(deps: InvoiceDeps, payment: PaymentRow, req: IssueRequest, now: Date): Promise<InvoiceDocument | null> {
  if (req.kind === 'request' && (payment.taxId || payment.vatId)) return null;
  const seller = invoiceSeller(deps.env)!;
  const language = languageOf(payment.consentLanguage ?? payment.user.locale);
  const words = WORDS[language];
  const plan = findPlan(payment.planId);
  const countryCode = payment.vatId ? countryOfVatId(payment.vatId) : payment.taxId ? 'PL' : (payment.buyerCountry ?? (payment.currency === 'PLN' ? 'PL' : 'US'));
  const treatment = vatTreatmentFor({ nip: payment.taxId, vatId: payment.vatId, countryCode });
  const paidAt = await paidAtOf(deps.prisma, payment, req);
  const saleDate = warsawDate(paidAt);
  const name = plan ? plan.name[language] : payment.planId;
  const credits = payment.creditsAdded || plan?.credits || 0;
  const description = plan?.kind === 'subscription' ? words.subscription(name, credits) : words.package(name, credits);
  const lines = [lineFromGross(treatment, { description, unit: words.unit, quantity: 1, grossMinor: payment.amountMinor })];
  const totals = sumLines(lines);
  const currency = payment.currency.toUpperCase();
  return {
    kind: 'invoice',
    number: '',
    issueDate: warsawDate(now),
    saleDate,
    placeOfIssue: placeOfIssue(deps.env, seller),
    language,
    currency,
    seller,
    buyer: { name: payment.companyName ?? payment.user.fullName, nip: payment.taxId, vatId: payment.vatId, countryCode, addressLines: [] },
    consumer: !payment.taxId && !payment.vatId,
    vatTreatment: treatment,
    lines,
    totals,
    pln: currency === 'PLN' ? null : plnAmounts(await deps.rates.midRateBefore(currency, saleDate), totals),
    payment: { method: words.method, paidAt: paidAt.toISOString(), reference: payment.paymentIntentRef ?? payment.invoiceRef ?? payment.processorRef ?? payment.id },
    correction: null,
  };
}

/** When the payment was credited: its ledger entry (the moment of sale), else the order's last update. */
async function paidAtOf(prisma: PrismaClient, payment: PaymentRow, req: IssueRequest): Promise<Date> {
  const entry = await prisma.creditLedgerEntry.findFirst({
    where: req.kind === 'invoice' ? { idempotencyKey: req.key } : { paymentId: payment.id, kind: { in: ['purchase', 'subscription'] } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return entry?.createdAt ?? payment.updatedAt;
}

/**
 * A refund's correcting invoice: the payment's invoice as it stands after its earlier corrections (`before`), as it
 * is after everything refunded so far (`after`), and the difference as its lines and totals. The PLN amounts use the
 * corrected invoice's rate. Null when the refunds so far are already corrected (a repeated event).
 */
async function correctionDocument(deps: InvoiceDeps, payment: PaymentRow, req: Extract<IssueRequest, { kind: 'correction' }>, now: Date): Promise<InvoiceDocument | null> {
  const original = await deps.prisma.invoice.findFirst({ where: { paymentId: payment.id, kind: 'invoice' }, orderBy: { issuedAt: 'asc' } });
  if (!original) {
    // A business's invoice is on its way (its job runs after the credit): the correction waits for it. A consumer
    // without an invoice has nothing to correct.
    if (payment.taxId || payment.vatId) throw new NotIssuedYetError(`payment ${payment.id} has no invoice yet to correct`);
    return null;
  }
  const corrections = await deps.prisma.invoice.findMany({ where: { correctsId: original.id }, select: { grossMinor: true } });
  const doc = original.document as unknown as InvoiceDocument;
  const currentGross = original.grossMinor + corrections.reduce((s, c) => s + c.grossMinor, 0);
  const targetGross = Math.max(0, payment.amountMinor - req.refundedMinor);
  if (targetGross >= currentGross) return null;
  const line = doc.lines[0]!;
  const at = (grossMinor: number): InvoiceLine[] => [lineFromGross(doc.vatTreatment, { description: line.description, unit: line.unit, quantity: line.quantity, grossMinor })];
  const before = at(currentGross);
  const after = at(targetGross);
  const lines = after.map((a, i) => {
    const b = before[i]!;
    return { ...a, unitNetMinor: a.unitNetMinor - b.unitNetMinor, netMinor: a.netMinor - b.netMinor, vatMinor: a.vatMinor - b.vatMinor, grossMinor: a.grossMinor - b.grossMinor };
  });
  const totals = sumLines(lines);
  return {
    ...doc,
    kind: 'correction',
    number: '',
    issueDate: warsawDate(now),
    lines,
    totals,
    pln: doc.pln ? plnAmounts({ rate: doc.pln.rate, rateDate: doc.pln.rateDate, table: doc.pln.table }, totals) : null,
    correction: { ofNumber: original.number, ofIssueDate: doc.issueDate, ofKsefNumber: original.ksefNumber, reason: WORDS[doc.language].refund, before, after },
  };
}

import { NotAuthenticatedError, NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { errorType } from '../../graphql/errors.graphql';
import type { InvoiceDto } from './invoice-dto';
import { InvoiceUnavailableError } from './invoice.errors';
import { listMyInvoices } from './list-my-invoices';
import { requestInvoice } from './request-invoice';

errorType(InvoiceUnavailableError, 'InvoiceUnavailableError');

export const InvoiceKind = builder.enumType('InvoiceKind', { values: ['invoice', 'correction'] as const });
export const KsefStatus = builder.enumType('KsefStatus', {
  description: 'Where the invoice stands with KSeF: not_applicable (a consumer’s, or KSeF off), pending, sent, accepted, rejected',
  values: ['not_applicable', 'pending', 'sent', 'accepted', 'rejected'] as const,
});

export const InvoiceRef = builder.objectRef<InvoiceDto>('Invoice').implement({
  description: 'An issued VAT invoice or correcting invoice (never changed once issued). Its PDF: GET /api/invoices/{id}.pdf',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'e.g. KDR/2026/12/000123; corrections KOR/…' }),
    kind: t.field({ type: InvoiceKind, resolve: (i) => i.kind }),
    paymentId: t.exposeID('paymentId'),
    correctsId: t.exposeID('correctsId', { nullable: true, description: 'The invoice a correction corrects' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    language: t.exposeString('language'),
    currency: t.exposeString('currency'),
    consumer: t.exposeBoolean('consumer', { description: 'Issued to a consumer (no tax id), on request' }),
    vatTreatment: t.exposeString('vatTreatment', { description: 'pl_vat, reverse_charge or outside_scope' }),
    buyerName: t.exposeString('buyerName'),
    buyerTaxId: t.exposeString('buyerTaxId', { nullable: true }),
    netMinor: t.exposeInt('netMinor', { description: 'Net amount in minor units of currency (negative for a correction that lowers it)' }),
    vatMinor: t.exposeInt('vatMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    ksefStatus: t.field({ type: KsefStatus, resolve: (i) => i.ksefStatus }),
    ksefNumber: t.exposeString('ksefNumber', { nullable: true }),
    pdfPath: t.string({ description: 'Where its PDF is downloaded (with the same authorization)', resolve: (i) => `/api/invoices/${i.id}.pdf` }),
  }),
});

builder.queryField('invoices', (t) =>
  t.field({
    type: [InvoiceRef],
    description: 'The viewer’s invoices and corrections, newest first; `paymentId` for one purchase’s.',
    args: { paymentId: t.arg.id() },
    resolve: (_root, args, ctx) => listMyInvoices(ctx.services, requireViewer(ctx).actor, args.paymentId ? { paymentId: String(args.paymentId) } : {}),
  }),
);

builder.mutationField('requestInvoice', (t) =>
  t.field({
    type: InvoiceRef,
    description: 'The invoice of a purchase made without a tax id (a consumer’s, issued on request); the same one when asked again.',
    args: { paymentId: t.arg.id({ required: true }) },
    errors: { types: [ValidationError, NotAuthenticatedError, NotFoundError, InvoiceUnavailableError] },
    resolve: (_root, { paymentId }, ctx) => requestInvoice(ctx.services, requireViewer(ctx).actor, { paymentId: String(paymentId) }),
  }),
);

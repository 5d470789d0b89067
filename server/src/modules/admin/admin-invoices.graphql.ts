import { requireViewer, type RequestContext } from '../../context';
import { builder } from '../../graphql/builder';
import { forwardOnly, toConnection } from '../../graphql/connection';
import { InvoiceKind, KsefStatus } from '../invoices/invoices.graphql';
import type { AdminInvoiceDto } from './admin-invoice-dto';
import { adminRequestOf } from './admin-request';
import { countInvoices, listInvoices } from './list-invoices';
import { resendInvoice } from './resend-invoice';

// The console's invoices (issue #26): every one issued, with where it stands in KSeF; resend to KSeF. Admin only,
// as every admin field (admin.graphql.ts); errors are GraphQL errors with `extensions.code`.

const admin = (ctx: RequestContext) => adminRequestOf(requireViewer(ctx), ctx);
const adminOnly = { authScopes: { admin: true } } as const;

const AdminInvoice = builder.objectRef<AdminInvoiceDto>('AdminInvoice').implement({
  description: 'An invoice or correction as the console shows it. Its PDF: GET /api/admin/invoices/{id}.pdf (audited)',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    kind: t.field({ type: InvoiceKind, resolve: (i) => i.kind }),
    paymentId: t.exposeID('paymentId'),
    correctsId: t.exposeID('correctsId', { nullable: true }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    currency: t.exposeString('currency'),
    consumer: t.exposeBoolean('consumer'),
    buyerName: t.exposeString('buyerName'),
    buyerTaxId: t.exposeString('buyerTaxId', { nullable: true }),
    netMinor: t.exposeInt('netMinor'),
    vatMinor: t.exposeInt('vatMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    userId: t.exposeID('userId'),
    userEmail: t.exposeString('userEmail', { nullable: true, description: "The buyer's account email" }),
    ksefStatus: t.field({ type: KsefStatus, resolve: (i) => i.ksefStatus }),
    ksefNumber: t.exposeString('ksefNumber', { nullable: true }),
    ksefError: t.exposeString('ksefError', { nullable: true, description: "KSeF's reason for a rejection, or the last failed attempt's" }),
    ksefAttempts: t.exposeInt('ksefAttempts'),
    ksefSentAt: t.expose('ksefSentAt', { type: 'DateTime', nullable: true }),
    ksefAcceptedAt: t.expose('ksefAcceptedAt', { type: 'DateTime', nullable: true }),
    resendable: t.exposeBoolean('resendable', { description: 'adminResendInvoice takes it (KSeF on; rejected, pending or sent)' }),
  }),
});

const AdminInvoiceFilter = builder.inputType('AdminInvoiceFilter', {
  fields: (t) => ({
    search: t.string({ description: "A part of the number, the buyer's name or tax id, or the buyer's account email (any case)" }),
    kind: t.field({ type: InvoiceKind }),
    ksefStatus: t.field({ type: KsefStatus }),
    from: t.field({ type: 'DateTime', description: 'Issued at or after' }),
    to: t.field({ type: 'DateTime', description: 'Issued before' }),
  }),
});

builder.queryField('adminInvoices', (t) =>
  t.connection(
    {
      ...adminOnly,
      type: AdminInvoice,
      description:
        'Invoices and corrections, newest first, with their KSeF state; 25 a page unless `first` says (1–100; `after`: the `endCursor` of the page before); `totalCount`: how many match the filter',
      args: { filter: t.arg({ type: AdminInvoiceFilter }) },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = { filter: args.filter };
        const page = await listInvoices(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countInvoices(ctx.services, filters));
      },
    },
    { name: 'AdminInvoiceConnection' },
    { name: 'AdminInvoiceEdge' },
  ),
);

builder.mutationField('adminResendInvoice', (t) =>
  t.field({
    ...adminOnly,
    type: AdminInvoice,
    description:
      'Sends a rejected (or stuck pending or sent) invoice to KSeF again, with a reason of 3–500 characters; INVOICE_NOT_RESENDABLE for a consumer’s or an accepted one, KSEF_OFF when KSEF_MODE is off',
    args: { invoiceId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { invoiceId, reason }, ctx) => resendInvoice(ctx.services, admin(ctx), { invoiceId: String(invoiceId), reason }),
  }),
);

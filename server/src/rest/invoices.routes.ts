import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { downloadInvoicePdf } from '../modules/invoices/download-invoice-pdf';
import { listMyInvoices } from '../modules/invoices/list-my-invoices';
import { requestInvoice } from '../modules/invoices/request-invoice';
import { attachmentHeaders } from './attachment';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/**
 * /api/invoices: the viewer's invoices and corrections (GET, `?paymentId=` for one purchase's), each one's PDF
 * (GET /api/invoices/<id>.pdf), a consumer's invoice asked for (POST { paymentId }: 201 with it).
 */
export function invoiceRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await listMyInvoices(c.get('ctx').services, actor, { paymentId: c.req.query('paymentId') || undefined }));
  });

  // GET /api/invoices/<id>.pdf: the invoice's PDF, for its buyer.
  r.get('/:file{[0-9a-fA-F-]+\\.pdf}', async (c) => {
    const { actor } = await viewerOf(c);
    const { fileName, body } = await downloadInvoicePdf(c.get('ctx').services, actor, c.req.param('file').replace(/\.pdf$/, ''));
    return new Response(new Uint8Array(body), { headers: attachmentHeaders('application/pdf', fileName) });
  });

  r.post('/', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await requestInvoice(c.get('ctx').services, actor, await jsonBody(c)), 201);
  });

  return r;
}

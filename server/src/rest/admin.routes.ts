import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import type { Page } from '../lib/paging';
import { adjustCredits } from '../modules/admin/adjust-credits';
import { ADMIN_PAGE_SIZE, type AdminListArgs } from '../modules/admin/admin-dto';
import { adminRequestOf, type AdminRequest } from '../modules/admin/admin-request';
import { downloadInvoice } from '../modules/admin/download-invoice';
import { getUserDetail } from '../modules/admin/get-user-detail';
import { listAuditLog } from '../modules/admin/list-audit-log';
import { listJobs } from '../modules/admin/list-jobs';
import { countUsers, listUsers } from '../modules/admin/list-users';
import { attachmentHeaders } from './attachment';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** A page's metadata, as every paged REST list has it (lib/paging): the page size, whether another follows, its cursor. */
const pageMetadata = (args: AdminListArgs, page: Page<unknown>) => ({ limit: args.first ?? ADMIN_PAGE_SIZE, hasNextPage: page.hasNextPage, nextCursor: page.nextCursor });

/** A query parameter as a use case reads it: absent → left out; `first` as a number (lib/paging refuses one that is not 1…100). */
function query(c: C, names: string[]): AdminListArgs {
  const params: AdminListArgs = {};
  for (const name of names) {
    const value = c.req.query(name);
    if (value === undefined || value === '') continue;
    params[name] = name === 'first' ? Number(value) : value;
  }
  return params;
}

/** /api/admin (issue #13): the console's reads, the credit adjustment and invoice PDFs (#26). 401 signed out, 403 for anyone not an admin (an API key included). */
export function adminRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const adminOf = async (c: C): Promise<AdminRequest> => adminRequestOf(await viewerOf(c), c.get('ctx'));
  const services = (c: C) => c.get('ctx').services;

  // ?search&first&after → the users, metadata {limit, hasNextPage, nextCursor, total}
  r.get('/users', async (c) => {
    await adminOf(c);
    const args = query(c, ['search', 'first', 'after']);
    const [page, total] = await Promise.all([listUsers(services(c), args), countUsers(services(c), args)]);
    return ok(c, page.items, 200, { ...pageMetadata(args, page), total });
  });

  r.get('/users/:id', async (c) => {
    await adminOf(c);
    return ok(c, await getUserDetail(services(c), c.req.param('id')));
  });

  // {amount, reason} → the user with the new balance
  r.post('/users/:id/credits', async (c) => {
    const admin = await adminOf(c);
    const body = await jsonBody(c);
    return ok(c, await adjustCredits(services(c), admin, { amount: body.amount, reason: body.reason, userId: c.req.param('id') }));
  });

  // ?action&adminId&targetUserId&first&after
  r.get('/audit-log', async (c) => {
    await adminOf(c);
    const args = query(c, ['action', 'adminId', 'targetUserId', 'first', 'after']);
    const page = await listAuditLog(services(c), args);
    return ok(c, page.items, 200, pageMetadata(args, page));
  });

  // ?kind&status&first&after
  r.get('/jobs', async (c) => {
    await adminOf(c);
    const args = query(c, ['kind', 'status', 'first', 'after']);
    const page = await listJobs(services(c), args);
    return ok(c, page.items, 200, pageMetadata(args, page));
  });

  // GET /api/admin/invoices/<id>.pdf: any invoice's PDF, the download audited (invoice.download).
  r.get('/invoices/:file{[0-9a-fA-F-]+\\.pdf}', async (c) => {
    const admin = await adminOf(c);
    const { fileName, body } = await downloadInvoice(services(c), admin, c.req.param('file').replace(/\.pdf$/, ''));
    return new Response(new Uint8Array(body), { headers: attachmentHeaders('application/pdf', fileName) });
  });

  return r;
}

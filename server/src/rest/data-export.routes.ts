import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { downloadDataExport } from '../modules/privacy/download-data-export';
import { listDataExports } from '../modules/privacy/list-data-exports';
import { requestDataExport } from '../modules/privacy/request-data-export';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/**
 * /api/account: a copy of the viewer's data (GDPR art. 15 and 20). POST /export asks for one (body: optional teamId,
 * locale), 202 with the export; GET /exports lists the last 30 days'; GET /exports/:id/download answers a signed,
 * short-lived URL of a ready one (only for who asked for it).
 */
export function dataExportRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  r.post('/export', async (c) => {
    const { actor } = await viewerOf(c);
    const { services, language } = c.get('ctx');
    return ok(c, await requestDataExport(services, actor, await jsonBody(c), { language }), 202);
  });

  r.get('/exports', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await listDataExports(c.get('ctx').services, actor));
  });

  r.get('/exports/:id/download', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await downloadDataExport(c.get('ctx').services, actor, c.req.param('id')));
  });

  return r;
}

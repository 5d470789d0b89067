import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { generationCosts } from '@kadr/core/ledger/generation-costs';
import { changeBackground } from '../modules/generation/change-background';
import { generateHeadshots } from '../modules/generation/generate-headshots';
import { getHeadshotJob } from '../modules/generation/get-headshot-job';
import { listGeneratedImages } from '../modules/generation/list-generated-images';
import { jsonBody, ok, restPage, REST_PAGE_NAMES } from './envelope';
import { PAGE_SIZE } from '../lib/paging';

type C = Context<AppEnv>;

/** /api/ai/headshots: generate headshots (with the model's engine), follow a job, list the user's images. */
export function generationRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;

  // A page at a time: `limit` (1–100, 50 by default) and `cursor` (the `metadata.nextCursor` of the page before).
  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const sort = c.req.query('sort') === 'best-match' ? 'best-match' : 'newest';
    const looksLikeMe = c.req.query('looksLikeMe') === 'true';
    const paging = restPage(c);
    const page = await listGeneratedImages(services(c), actor, { sort, looksLikeMe, ...paging }, REST_PAGE_NAMES);
    return ok(c, page.items, 200, { sort, looksLikeMe, limit: paging.first ?? PAGE_SIZE.default, hasNextPage: page.hasNextPage, nextCursor: page.nextCursor });
  });

  // Spec §7: prompt, style, modelId, aspectRatio; plus the spec's other generation options.
  r.post('/generate', async (c) => {
    const { actor } = await viewerOf(c);
    const started = await generateHeadshots(services(c), actor, await jsonBody(c));
    return ok(c, started, 202, { engine: started.engine, costs: generationCosts(services(c).env) });
  });

  r.get('/jobs/:jobId', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await getHeadshotJob(services(c), actor, c.req.param('jobId')));
  });

  // The background changer: {mode, color?, blurStrength?}; followed like a headshot job.
  r.post('/:imageId/background', async (c) => {
    const { actor } = await viewerOf(c);
    const started = await changeBackground(services(c), actor, { ...(await jsonBody(c)), imageId: c.req.param('imageId') });
    return ok(c, started, 202, { engine: 'local', costs: generationCosts(services(c).env) });
  });

  return r;
}

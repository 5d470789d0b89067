import { Hono, type Context } from 'hono';
import { VIDEO_MAX_SECONDS, VIDEO_MIN_SECONDS } from '@kadr/core/jobs/video-job';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { generationCosts } from '@kadr/core/ledger/generation-costs';
import { deleteVideo } from '../modules/videos/delete-video';
import { generateVideo } from '../modules/videos/generate-video';
import { getVideoJob } from '../modules/videos/get-video-job';
import { listVideos } from '../modules/videos/list-videos';
import { jsonBody, ok, restPage, REST_PAGE_NAMES } from './envelope';
import { PAGE_SIZE } from '../lib/paging';

type C = Context<AppEnv>;

/** /api/ai/videos: generate a profile video, follow its job, list and delete the user's videos. */
export function videoRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;

  // A page at a time: `limit` (1–100, 50 by default) and `cursor` (the `metadata.nextCursor` of the page before).
  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const paging = restPage(c);
    const page = await listVideos(services(c), actor, paging, REST_PAGE_NAMES);
    return ok(c, page.items, 200, { limit: paging.first ?? PAGE_SIZE.default, hasNextPage: page.hasNextPage, nextCursor: page.nextCursor });
  });

  // Spec §7: prompt, style, modelId, duration; plus quality and an optional image to animate.
  r.post('/generate', async (c) => {
    const { actor } = await viewerOf(c);
    const started = await generateVideo(services(c), actor, await jsonBody(c));
    return ok(c, started, 202, {
      provider: services(c).env.VIDEO_PROVIDER,
      duration: { min: VIDEO_MIN_SECONDS, max: VIDEO_MAX_SECONDS },
      costs: generationCosts(services(c).env),
    });
  });

  r.get('/jobs/:jobId', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await getVideoJob(services(c), actor, c.req.param('jobId')));
  });

  r.delete('/:id', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await deleteVideo(services(c), actor, c.req.param('id')));
  });

  return r;
}

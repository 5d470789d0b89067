import { Hono } from 'hono';
import type { AppEnv } from '../http-types';
import { generationCosts } from '@kadr/core/ledger/generation-costs';
import { trainingEngine } from '../modules/models/training-engine';
import { videosAvailable } from '../modules/videos/video-availability';
import { listStylePresets } from '../modules/styles/list-style-presets';
import { ok } from './envelope';

/** /api/ai/styles: the style presets, public (no sign-in), with what each kind of generation costs. */
export function styleRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    const { services } = c.get('ctx');
    return ok(c, await listStylePresets(services), 200, { costs: generationCosts(services.env) });
  });
  return r;
}

/**
 * /api/ai/engines: where a new training and a new video run, how long a training takes there, and whether this
 * server can make videos now (`videoAvailable`: its video tools are installed). Public.
 */
export function engineRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    const { env } = c.get('ctx').services;
    return ok(c, { training: trainingEngine(env), video: env.VIDEO_PROVIDER, videoAvailable: await videosAvailable() });
  });
  return r;
}

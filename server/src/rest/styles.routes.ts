import { Hono } from 'hono';
import type { AppEnv } from '../http-types';
import { generationCosts } from '../modules/credits/generation-costs';
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

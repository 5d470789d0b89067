import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ForbiddenError } from '@kadr/core/errors/app-error';
import { resolveViewer } from '../../context';
import type { AppEnv } from '../../http-types';
import { looksLikeApiKey } from './api-key-format';
import { scopeRefusal } from './api-scopes';
import { consumeKeyLimits } from './consume-key-limits';
import { restScopeOf } from './rest-scope-map';

/** The route a request will be answered by (its method and path under `base`), or null: no route (the 404 fallback). */
function servedRoute(c: Parameters<MiddlewareHandler<AppEnv>>[0], base: string): { method: string; path: string } | null {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  return route ? { method: route.method, path: route.path.startsWith(base) ? route.path.slice(base.length) || '/' : route.path } : null;
}

/**
 * /api/* with an API key: the key is verified here (401 when it is not valid), the route must be one its scopes allow
 * (rest-scope-map.ts; 403 naming the missing scope) and the request counts against the key's rate limit (429 with
 * Retry-After). The verified viewer is kept in the request context for the route. Other requests pass untouched.
 */
export function apiKeyRestGate(base = '/api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!token || !looksLikeApiKey(token)) return next();
    const ctx = c.get('ctx');
    const viewer = await resolveViewer(ctx.services, authorization);
    if (viewer?.actor.kind !== 'apiKey') return next();
    const route = servedRoute(c, base);
    if (route) {
      const refusal = scopeRefusal(`${c.req.method} ${base}${route.path}`, restScopeOf(route.method, route.path), viewer.actor.scopes);
      if (refusal) throw new ForbiddenError(refusal);
    }
    await consumeKeyLimits(ctx.services, viewer.actor.keyId, 0);
    ctx.viewer = viewer;
    return next();
  };
}

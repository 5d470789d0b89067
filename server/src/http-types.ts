import type { Hono } from 'hono';
import type { Logger } from '@kadr/core/log/logger';
import type { RequestContext } from './context';

/** Hono variables set by the app's middleware for every request. */
export interface AppEnv {
  Variables: { ctx: RequestContext; requestId: string; log: Logger };
}

/**
 * Routes the composition root adds to the app without the app knowing them by name (the dev mailbox, the local
 * Stripe double): mounted after the API's routes and before the web app's pages.
 */
export interface AppPlugin {
  mount(app: Hono<AppEnv>): void;
}

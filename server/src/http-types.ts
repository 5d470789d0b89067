import type { Logger } from '../../core/src/log/logger';
import type { RequestContext } from './context';

/** Hono variables set by the app's middleware for every request. */
export interface AppEnv {
  Variables: { ctx: RequestContext; requestId: string; log: Logger };
}

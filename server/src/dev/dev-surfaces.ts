import type { AppPlugin } from '../http-types';
import type { Services } from '../services-contract';
import { devMailbox } from './mailbox';
import { StripeSandbox } from './stripe-sandbox/stripe-sandbox';
import { stripeSandboxRoutes } from './stripe-sandbox/stripe-sandbox-routes';

export interface DevSurfaces {
  /** For createApp's `plugins`: /dev/mailbox, and /dev/stripe when `stripeSandbox` is set. */
  plugins: AppPlugin[];
  /** The local Stripe double that `services.stripe` talks to, when there is no STRIPE_SECRET_KEY. */
  stripeSandbox: StripeSandbox | null;
}

/**
 * What a development or test process serves besides the app, for its composition root to mount: the outbox as a web
 * page (/dev/mailbox), and the local Stripe double (/dev/stripe) when no STRIPE_SECRET_KEY is set (services.stripe is
 * then the sandbox). Never in production: nothing at all there.
 */
export function devSurfaces(services: Pick<Services, 'env' | 'stripe' | 'log'>): DevSurfaces {
  const { env, stripe, log } = services;
  if (env.NODE_ENV === 'production') return { plugins: [], stripeSandbox: null };
  const plugins: AppPlugin[] = [{ mount: (app) => app.route('/dev', devMailbox()) }];
  const stripeSandbox = stripe?.sandbox
    ? new StripeSandbox({ webhookUrl: new URL('/api/webhooks/stripe', stripe.apiBase).toString(), webhookSecret: stripe.webhookSecret, publicBase: `${env.PUBLIC_URL}/dev/stripe`, log })
    : null;
  if (stripeSandbox) plugins.push({ mount: (app) => app.route('/dev/stripe', stripeSandboxRoutes(stripeSandbox)) });
  return { plugins, stripeSandbox };
}

import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { Env } from '@kadr/core/env';

/** The Stripe API this configuration talks to: Stripe itself, or the local sandbox (no STRIPE_SECRET_KEY). */
export interface StripeConnection {
  stripe: Stripe;
  /** The secret webhooks to /api/webhooks/stripe are signed with. */
  webhookSecret: string;
  /** True for the local sandbox under /dev/stripe. */
  sandbox: boolean;
  /** Where the API is, without a trailing slash (the sandbox's own pages are under it too). */
  apiBase: string;
}

export const SANDBOX_SECRET_KEY = 'sk_test_kadrsandbox';

/**
 * The Stripe client from configuration: with STRIPE_SECRET_KEY, Stripe (or STRIPE_API_URL); without it, the
 * sandbox this app serves under /dev/stripe (STRIPE_API_URL, else PUBLIC_URL/dev/stripe), never in production
 * (null there: payments are off). The official client talks to either through its host/port/protocol settings;
 * its requests go to `/v1/…`, so a base URL with a path (the sandbox's) is prefixed by its fetch function.
 */
export function connectStripe(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'JWT_SECRET' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>): StripeConnection | null {
  const sandbox = !env.STRIPE_SECRET_KEY;
  if (sandbox && env.NODE_ENV === 'production') return null;
  const apiBase = (env.STRIPE_API_URL ?? (sandbox ? `${env.PUBLIC_URL}/dev/stripe` : 'https://api.stripe.com')).replace(/\/+$/, '');
  const url = new URL(apiBase);
  const prefix = url.pathname.replace(/\/+$/, '');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(env.STRIPE_SECRET_KEY ?? SANDBOX_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(prefix ? { httpClient: Stripe.createFetchHttpClient((input, init) => fetch(withPathPrefix(String(input), prefix), init)) } : {}),
  });
  // The sandbox's secret is stable across restarts and processes: derived from the app's own secret.
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? `whsec_${createHmac('sha256', env.JWT_SECRET).update('stripe-sandbox-webhooks').digest('base64')}`;
  return { stripe, webhookSecret, sandbox, apiBase };
}

function withPathPrefix(input: string, prefix: string): string {
  const url = new URL(input);
  url.pathname = `${prefix}${url.pathname}`;
  return url.toString();
}

import Stripe from 'stripe';
import { WebhookRejected, type WebhookSource } from '@kadr/core/webhooks/webhook-source';
import { flagDispute } from './flag-dispute';
import { fulfilCheckoutSession } from './fulfil-checkout-session';
import type { PaymentDeps } from './payment-deps';
import { recordInvoice } from './record-invoice';
import { refundCharge } from './refund-charge';
import { syncSubscription } from './sync-subscription';

/** Stripe's default tolerance for the signature's timestamp (replays older than this are refused). */
const TOLERANCE_SECONDS = 300;

/** The event types Kadr acts on, by what they are about; any other event is recorded and left alone. */
const HANDLERS: Record<string, (deps: PaymentDeps, objectId: string) => Promise<unknown>> = {
  'checkout.session.completed': fulfilCheckoutSession,
  'checkout.session.async_payment_succeeded': fulfilCheckoutSession,
  'checkout.session.async_payment_failed': fulfilCheckoutSession,
  'checkout.session.expired': fulfilCheckoutSession,
  'invoice.paid': recordInvoice,
  'invoice.payment_failed': recordInvoice,
  'customer.subscription.created': syncSubscription,
  'customer.subscription.updated': syncSubscription,
  'customer.subscription.deleted': syncSubscription,
  'charge.refunded': refundCharge,
  'charge.dispute.created': flagDispute,
};

/**
 * Stripe's webhooks (POST /api/webhooks/stripe), on the shared webhook path: the `Stripe-Signature` header is
 * checked over the raw body by the official client (t=…,v1=HMAC-SHA256 of `${t}.${body}`, five minutes'
 * tolerance); the event is recorded under its id; its job re-reads the object the event is about from Stripe and
 * acts on its state now, so duplicated, resent and reordered events change nothing twice.
 */
export function createStripeWebhookSource(deps: PaymentDeps & { webhookSecret: string }): WebhookSource {
  return {
    verify(body, headers) {
      const header = headers.get('stripe-signature');
      if (!header) throw new WebhookRejected('signature', 'No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(Buffer.from(body), header, deps.webhookSecret, TOLERANCE_SECONDS);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookRejected('signature', err.message);
        throw new WebhookRejected('body', 'Not a Stripe event');
      }
      const object = event.data?.object as { id?: unknown; object?: unknown } | undefined;
      if (typeof event.id !== 'string' || typeof object?.id !== 'string' || typeof object.object !== 'string') {
        throw new WebhookRejected('body', 'Not a Stripe event about an object');
      }
      return { id: event.id, type: event.type, object: { kind: object.object, id: object.id } };
    },
    async process({ type, object }) {
      await HANDLERS[type]?.(deps, object.id);
    },
  };
}

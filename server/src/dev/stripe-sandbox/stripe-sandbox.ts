import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from '@kadr/core/log/logger';
import { metadataOf, obj, list, str, strings, type Params } from './stripe-params';

// A local stand-in for the part of Stripe's API Kadr uses, with Stripe's documented objects (API 2026-10-28):
// customers, Checkout Sessions (payment and subscription mode), PaymentIntents, payment methods (saved by a
// subscription's checkout; listed and detached), charges, invoices (with their `parent.subscription_details` and
// `payments`), subscriptions (periods on their items), refunds, disputes, events, Customer Portal sessions. What a customer does on Stripe's hosted pages, and what time does to a subscription,
// are methods here (`pay`, `settle`, `renew`, …), driven by the sandbox's HTML pages and by tests. Every change
// sends the events Stripe would, signed as Stripe signs them, to the app's webhook endpoint. State lives in memory.

/** A Stripe object as JSON. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export type PayMethod = 'card' | 'blik' | 'p24';
export type PayOutcome = 'success' | 'declined' | 'insufficient_funds' | 'canceled' | 'pending';

export interface SandboxEvent {
  id: string;
  type: string;
  /** The event as Stripe sends it. */
  body: string;
  /** HTTP status of each delivery attempt (0: the endpoint could not be reached). */
  deliveries: number[];
}

export interface SandboxOptions {
  /** Where webhooks go: the app's /api/webhooks/stripe. */
  webhookUrl: string;
  webhookSecret: string;
  /** The sandbox's public base (its hosted pages' URLs start with it). */
  publicBase: string;
  log: Logger;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const API_VERSION = '2026-10-28.endive';
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const clone = <T>(value: T): T => structuredClone(value);
const PERIOD_DAYS = { month: 30, year: 365 } as const;

export class StripeSandbox {
  private readonly objects = new Map<string, StripeObject>();
  readonly events: SandboxEvent[] = [];
  /** False: events are kept, not sent, until `deliver` (tests that reorder deliveries). */
  autoDeliver = true;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: SandboxOptions) {}

  get<T extends StripeObject = StripeObject>(id: string, kind?: string): T {
    const found = this.objects.get(id);
    if (!found || (kind && found.object !== kind)) throw new StripeApiError(404, `No such ${kind ?? 'object'}: '${id}'`, 'id');
    return found as T;
  }

  find(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === kind);
  }

  private put(value: StripeObject): StripeObject {
    this.objects.set(value.id, value);
    return value;
  }

  createCustomer(params: Params): StripeObject {
    return this.put({ id: newId('cus'), object: 'customer', created: now(), livemode: false, email: str(params.email) ?? null, name: str(params.name) ?? null, metadata: metadataOf(params.metadata) });
  }

  createCheckoutSession(params: Params): StripeObject {
    const mode = str(params.mode) ?? 'payment';
    if (!['payment', 'subscription'].includes(mode)) throw new StripeApiError(400, `Invalid mode: ${mode}`, 'mode');
    const items = list(params.line_items).map((item) => {
      const priceData = obj(obj(item).price_data);
      if (!Object.keys(priceData).length) throw new StripeApiError(400, 'The sandbox takes inline prices only (line_items[][price_data])', 'line_items');
      const recurring = obj(priceData.recurring);
      return {
        currency: (str(priceData.currency) ?? '').toLowerCase(),
        unit_amount: Number(str(priceData.unit_amount)),
        quantity: Number(str(obj(item).quantity) ?? '1'),
        product_name: str(obj(priceData.product_data).name) ?? 'Item',
        interval: str(recurring.interval) ?? null,
        tax_behavior: str(priceData.tax_behavior) ?? 'unspecified',
      };
    });
    if (!items.length || items.some((i) => !i.currency || !Number.isInteger(i.unit_amount))) throw new StripeApiError(400, 'line_items need price_data with currency and unit_amount', 'line_items');
    if (mode === 'subscription' && items.some((i) => !i.interval)) throw new StripeApiError(400, 'A subscription needs recurring prices', 'line_items');
    // API 2026-09-30 and later take `allowed_payment_method_types` (a filter on the methods the account offers:
    // card, BLIK and P24 here); `payment_method_types` is what older versions sent.
    const allowed = strings(params.allowed_payment_method_types);
    const methods = allowed.length ? allowed : strings(params.payment_method_types);
    if (methods.some((m) => !['card', 'blik', 'p24'].includes(m))) throw new StripeApiError(400, `The sandbox offers card, blik and p24 only`, 'allowed_payment_method_types');
    if (mode === 'subscription' && methods.includes('p24')) throw new StripeApiError(400, 'p24 cannot be used in subscription mode', 'payment_method_types');
    if (items[0]!.currency !== 'pln' && (methods.includes('blik') || methods.includes('p24'))) throw new StripeApiError(400, 'blik and p24 take PLN only', 'payment_method_types');
    const amount = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
    const id = newId('cs');
    return this.put({
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: str(params.cancel_url) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      created: now(),
      currency: items[0]!.currency,
      customer: str(params.customer) ?? null,
      customer_email: str(params.customer_email) ?? null,
      expires_at: now() + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: str(params.locale) ?? null,
      metadata: metadataOf(params.metadata),
      mode,
      payment_intent: null,
      allowed_payment_method_types: allowed.length ? allowed : null,
      payment_method_types: methods.length ? methods : ['card'],
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: str(params.success_url) ?? null,
      url: `${this.options.publicBase}/checkout/${id}`,
      // Not Stripe's: what the sandbox needs to act as its hosted page.
      sandbox: { items, subscription_metadata: metadataOf(obj(params.subscription_data).metadata) },
    });
  }

  /** The customer pays on the hosted page. Answers where the page redirects. */
  pay(sessionId: string, method: PayMethod, outcome: PayOutcome): string {
    const session = this.get(sessionId, 'checkout.session');
    if (session.status !== 'open') throw new StripeApiError(400, `This Checkout Session is ${String(session.status)}`);
    if (!(session.payment_method_types as string[]).includes(method)) throw new StripeApiError(400, `${method} is not offered for this session`);
    if (outcome === 'canceled') return String(session.cancel_url);
    if (outcome === 'pending' && (method === 'card' || session.mode !== 'payment')) throw new StripeApiError(400, 'Only a one-off BLIK or P24 payment can be pending');
    const customer = this.customerOf(session);
    const pi = this.paymentIntent(session, customer, method);
    if (session.mode === 'payment') session.payment_intent = pi.id;
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      this.failAttempt(pi, method, outcome);
      return String(session.cancel_url);
    }
    if (session.mode === 'subscription') {
      this.startSubscription(session, customer, pi);
      return this.successUrl(session);
    }
    session.status = 'complete';
    if (outcome === 'pending') {
      pi.status = 'processing';
      this.emit('checkout.session.completed', session);
      return this.successUrl(session);
    }
    this.succeed(pi);
    session.payment_status = 'paid';
    this.emit('checkout.session.completed', session);
    return this.successUrl(session);
  }

  /** A pending (BLIK, P24) payment settles. */
  settle(sessionId: string, outcome: 'success' | 'failed'): string {
    const session = this.get(sessionId, 'checkout.session');
    const pi = session.payment_intent ? this.get(String(session.payment_intent), 'payment_intent') : null;
    if (!pi || pi.status !== 'processing') throw new StripeApiError(400, 'This session has no pending payment');
    if (outcome === 'success') {
      this.succeed(pi);
      session.payment_status = 'paid';
      this.emit('checkout.session.async_payment_succeeded', session);
    } else {
      this.failAttempt(pi, String((pi.payment_method_types as string[])[0]), 'declined');
      this.emit('checkout.session.async_payment_failed', session);
    }
    return this.successUrl(session);
  }

  /** A subscription reaches the end of its period: the next invoice is paid, or its payment fails. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): StripeObject {
    const sub = this.get(subscriptionId, 'subscription');
    if (sub.status === 'canceled') throw new StripeApiError(400, 'This subscription is canceled');
    const item = this.itemOf(sub);
    const start = Number(item.current_period_end);
    const end = start + PERIOD_DAYS[(item.price as { recurring: { interval: 'month' | 'year' } }).recurring.interval] * 86400;
    const pi = this.paymentIntentFor(sub, Number((item.price as { unit_amount: number }).unit_amount), 'card');
    const invoice = this.invoice(sub, pi, 'subscription_cycle', start, end);
    if (outcome === 'paid') {
      this.succeed(pi);
      this.markInvoicePaid(invoice, pi);
      Object.assign(item, { current_period_start: start, current_period_end: end });
      sub.status = 'active';
      this.emit('invoice.paid', invoice);
    } else {
      this.failAttempt(pi, 'card', 'insufficient_funds');
      Object.assign(invoice, { status: 'open', attempted: true, attempt_count: 1 });
      sub.status = 'past_due';
      this.emit('invoice.payment_failed', invoice);
    }
    sub.latest_invoice = invoice.id;
    this.emit('customer.subscription.updated', sub);
    return invoice;
  }

  updateSubscription(id: string, params: Params): StripeObject {
    const sub = this.get(id, 'subscription');
    if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = str(params.cancel_at_period_end) === 'true';
    if (params.metadata) sub.metadata = { ...(sub.metadata as object), ...metadataOf(params.metadata) };
    this.emit('customer.subscription.updated', sub);
    return sub;
  }

  cancelSubscription(id: string): StripeObject {
    const sub = this.get(id, 'subscription');
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
    this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  /** GET /v1/payment_methods?customer=…[&type=…]: the customer's saved methods, newest first (`limit` ≤ 100, `starting_after`). */
  listPaymentMethods(params: Params): { object: 'list'; data: StripeObject[]; has_more: boolean; url: string } {
    const customer = str(params.customer);
    const type = str(params.type);
    let methods = this.all('payment_method').filter((m) => (!customer || m.customer === customer) && (!type || m.type === type)).reverse();
    const after = str(params.starting_after);
    if (after) methods = methods.slice(methods.findIndex((m) => m.id === after) + 1);
    const limit = Math.min(100, Math.max(1, Number(str(params.limit) ?? 10) || 10));
    return { object: 'list', data: methods.slice(0, limit), has_more: methods.length > limit, url: '/v1/payment_methods' };
  }

  /** POST /v1/payment_methods/{id}/detach: no longer usable, `customer` null; refused for one not attached. */
  detachPaymentMethod(id: string): StripeObject {
    const method = this.get(id, 'payment_method');
    if (!method.customer) throw new StripeApiError(400, 'The payment method you provided is not attached to a customer so detachment is impossible.');
    method.customer = null;
    this.emit('payment_method.detached', method);
    return method;
  }

  refund(params: Params): StripeObject {
    const chargeId = str(params.charge) ?? (str(params.payment_intent) ? this.get(String(params.payment_intent), 'payment_intent').latest_charge : null);
    if (!chargeId) throw new StripeApiError(400, 'A refund needs a charge or a payment_intent', 'charge');
    const charge = this.get(String(chargeId), 'charge');
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = str(params.amount) ? Number(params.amount) : left;
    if (!(amount > 0) || amount > left) throw new StripeApiError(400, `Refund amount must be between 1 and ${left}`, 'amount');
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = this.put({ id: newId('re'), object: 'refund', amount, charge: charge.id, payment_intent: charge.payment_intent, currency: charge.currency, status: 'succeeded', created: now(), metadata: metadataOf(params.metadata) });
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge);
    return refund;
  }

  dispute(chargeId: string): StripeObject {
    const charge = this.get(chargeId, 'charge');
    charge.disputed = true;
    const dispute = this.put({ id: newId('dp'), object: 'dispute', amount: charge.amount, charge: charge.id, payment_intent: charge.payment_intent, currency: charge.currency, reason: 'fraudulent', status: 'needs_response', created: now(), livemode: false, metadata: {} });
    this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  createPortalSession(params: Params): StripeObject {
    const customer = this.get(str(params.customer) ?? '', 'customer');
    const id = newId('bps');
    return this.put({ id, object: 'billing_portal.session', created: now(), customer: customer.id, livemode: false, return_url: str(params.return_url) ?? null, url: `${this.options.publicBase}/portal/${id}` });
  }

  /** Sends an event (again) to the webhook endpoint; answers the endpoint's status (0: unreachable). */
  async deliver(eventId: string): Promise<number> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new StripeApiError(404, `No such event: '${eventId}'`);
    let status = 0;
    try {
      const res = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature(event.body, this.options.webhookSecret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: event.body,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      this.options.log.warn({ err, eventId }, 'stripe sandbox: webhook delivery failed');
    }
    event.deliveries.push(status);
    return status;
  }

  /** Resolves once every automatic delivery started so far has ended. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private emit(type: string, object: StripeObject): void {
    const id = newId('evt');
    const { sandbox: _private, ...visible } = object as StripeObject & { sandbox?: unknown };
    const event = { id, object: 'event', api_version: API_VERSION, created: now(), data: { object: clone(visible) }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type };
    this.put(event);
    this.events.push({ id, type, body: JSON.stringify(event, null, 2), deliveries: [] });
    if (this.autoDeliver) this.track(this.deliverWithRetries(id));
  }

  // Stripe retries for days; the sandbox a few times within seconds.
  private async deliverWithRetries(eventId: string): Promise<void> {
    for (let attempt = 0; attempt < 4; attempt++) {
      const status = await this.deliver(eventId);
      if (status >= 200 && status < 300) return;
      await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
    }
  }

  private track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private customerOf(session: StripeObject): StripeObject {
    if (session.customer) return this.get(String(session.customer), 'customer');
    const customer = this.createCustomer({ email: String(session.customer_email ?? '') });
    session.customer = customer.id;
    this.emit('customer.created', customer);
    return customer;
  }

  private attachPaymentMethod(customer: StripeObject, type: string): StripeObject {
    const card = type === 'card' ? { brand: 'visa', country: 'PL', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '4242' } : undefined;
    return this.put({ id: newId('pm'), object: 'payment_method', type, customer: customer.id, created: now(), livemode: false, metadata: {}, allow_redisplay: 'unspecified', billing_details: { address: null, email: null, name: null, phone: null }, ...(card ? { card } : { [type]: {} }) });
  }

  private paymentIntent(session: StripeObject, customer: StripeObject, method: PayMethod): StripeObject {
    if (session.payment_intent) return this.get(String(session.payment_intent), 'payment_intent');
    const pi = this.paymentIntentFor({ id: '', object: '', customer: customer.id, currency: session.currency }, Number(session.amount_total), method);
    pi.metadata = session.mode === 'payment' ? clone(session.metadata) : {};
    return pi;
  }

  private paymentIntentFor(owner: StripeObject, amount: number, method: PayMethod): StripeObject {
    return this.put({ id: newId('pi'), object: 'payment_intent', amount, amount_received: 0, currency: owner.currency, customer: owner.customer, created: now(), latest_charge: null, last_payment_error: null, livemode: false, metadata: {}, payment_method_types: [method], status: 'requires_payment_method' });
  }

  private charge(pi: StripeObject, status: 'succeeded' | 'failed', failureCode: string | null): StripeObject {
    const method = (pi.payment_method_types as string[])[0]!;
    const charge = this.put({ id: newId('ch'), object: 'charge', amount: pi.amount, amount_captured: status === 'succeeded' ? pi.amount : 0, amount_refunded: 0, captured: status === 'succeeded', created: now(), currency: pi.currency, customer: pi.customer, disputed: false, failure_code: failureCode, livemode: false, metadata: {}, paid: status === 'succeeded', payment_intent: pi.id, payment_method_details: { type: method }, refunded: false, status });
    pi.latest_charge = charge.id;
    return charge;
  }

  private succeed(pi: StripeObject): void {
    const charge = this.charge(pi, 'succeeded', null);
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, last_payment_error: null });
    this.emit('charge.succeeded', charge);
    this.emit('payment_intent.succeeded', pi);
  }

  private failAttempt(pi: StripeObject, method: string, reason: 'declined' | 'insufficient_funds'): void {
    const declineCode = reason === 'declined' ? 'generic_decline' : 'insufficient_funds';
    const code = method === 'card' ? 'card_declined' : 'payment_intent_payment_attempt_failed';
    this.charge(pi, 'failed', code);
    const message = reason === 'declined' ? 'Your card was declined.' : 'Your card has insufficient funds.';
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: method === 'card' ? 'card_error' : 'invalid_request_error', code, decline_code: declineCode, message, payment_method: { type: method } } });
    this.emit('payment_intent.payment_failed', pi);
  }

  private startSubscription(session: StripeObject, customer: StripeObject, pi: StripeObject): void {
    const { items, subscription_metadata } = session.sandbox as { items: { currency: string; unit_amount: number; interval: 'month' | 'year'; product_name: string }[]; subscription_metadata: Record<string, string> };
    const line = items[0]!;
    const start = now();
    const end = start + PERIOD_DAYS[line.interval] * 86400;
    const price = { id: newId('price'), object: 'price', currency: line.currency, unit_amount: line.unit_amount, recurring: { interval: line.interval, interval_count: 1 }, product: newId('prod'), tax_behavior: 'inclusive', type: 'recurring' };
    const sub = this.put({ id: newId('sub'), object: 'subscription', cancel_at_period_end: false, canceled_at: null, created: start, currency: line.currency, customer: customer.id, ended_at: null, items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end }], has_more: false }, latest_invoice: null, livemode: false, metadata: subscription_metadata, start_date: start, status: 'active' });
    // Stripe saves the method a subscription is paid with on its customer, as the subscription's default.
    sub.default_payment_method = this.attachPaymentMethod(customer, String((pi.payment_method_types as string[])[0])).id;
    const invoice = this.invoice(sub, pi, 'subscription_create', start, end);
    this.succeed(pi);
    this.markInvoicePaid(invoice, pi);
    sub.latest_invoice = invoice.id;
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id });
    this.emit('customer.subscription.created', sub);
    this.emit('invoice.paid', invoice);
    this.emit('checkout.session.completed', session);
  }

  private itemOf(sub: StripeObject): Record<string, unknown> {
    return (sub.items as { data: Record<string, unknown>[] }).data[0]!;
  }

  private invoice(sub: StripeObject, pi: StripeObject, billingReason: string, start: number, end: number): StripeObject {
    const amount = Number(pi.amount);
    const id = newId('in');
    return this.put({ id, object: 'invoice', amount_due: amount, amount_paid: 0, amount_remaining: amount, attempt_count: 0, attempted: false, billing_reason: billingReason, collection_method: 'charge_automatically', created: now(), currency: sub.currency, customer: sub.customer, lines: { object: 'list', data: [{ id: newId('il'), object: 'line_item', amount, currency: sub.currency, period: { start, end }, quantity: 1 }], has_more: false }, livemode: false, metadata: {}, parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: clone(sub.metadata), subscription: sub.id } }, period_start: start, period_end: end, status: 'open', status_transitions: { paid_at: null }, sandbox: { payment_intent: pi.id } });
  }

  private markInvoicePaid(invoice: StripeObject, pi: StripeObject): void {
    Object.assign(invoice, { status: 'paid', attempted: true, attempt_count: 1, amount_paid: invoice.amount_due, amount_remaining: 0, status_transitions: { paid_at: now() } });
    invoice.sandbox = { payment_intent: pi.id };
  }

  /** An invoice's `payments` (an includable field: only with expand=['payments']). */
  invoicePayments(invoice: StripeObject): unknown {
    const pi = (invoice.sandbox as { payment_intent: string }).payment_intent;
    const paid = invoice.status === 'paid';
    return { object: 'list', has_more: false, data: [{ id: `inpay_${invoice.id.slice(3)}`, object: 'invoice_payment', amount_paid: paid ? invoice.amount_paid : null, amount_requested: invoice.amount_due, currency: invoice.currency, invoice: invoice.id, is_default: true, livemode: false, payment: { type: 'payment_intent', payment_intent: pi }, status: paid ? 'paid' : 'open' }] };
  }

  private successUrl(session: StripeObject): string {
    return String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }
}

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint secret>`. */
export function signature(body: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

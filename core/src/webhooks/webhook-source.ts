// The one path of every incoming provider webhook (POST /webhooks/:source): the source verifies the raw body and
// names the delivery, the delivery is recorded under its id and answered at once, and a job processes it later by
// re-reading the provider's object (the body only says that something happened, and may be old by then).

/** What a verified delivery is about. */
export interface VerifiedDelivery {
  /** The provider's id of this delivery, the same on each of its retries (Standard Webhooks `webhook-id`, a Stripe event id). */
  id: string;
  /** What happened, e.g. `training.succeeded` or `invoice.paid`. */
  type: string;
  /** The provider's object the delivery is about: what processing re-reads. */
  object: WebhookObject;
}

/** A provider object: its kind in the provider's API (training, prediction, invoice …) and its id there. */
export interface WebhookObject {
  kind: string;
  id: string;
}

/** A recorded delivery, as its processing job reads it. */
export interface RecordedDelivery {
  source: string;
  id: string;
  type: string;
  object: WebhookObject;
  receivedAt: Date;
  /** 1 on the first attempt at processing it. */
  attempt: number;
}

/**
 * Why a delivery was refused: `signature`, its signature is missing, wrong or stale (401: the provider's retry
 * will not help unless the secret is fixed); `body`, it is signed but is not the provider's object (400). A source
 * may answer its signature refusals with 400 instead (`status`): fal's are, as Kadr's issue asks of them.
 */
export class WebhookRejected extends Error {
  /** The HTTP status the route answers. */
  readonly status: 400 | 401;

  constructor(
    readonly reason: 'signature' | 'body',
    message: string,
    status?: 400 | 401,
  ) {
    super(message);
    this.name = 'WebhookRejected';
    this.status = status ?? (reason === 'signature' ? 401 : 400);
  }
}

/** One provider whose webhooks the app takes. */
export interface WebhookSource {
  /**
   * Checks the delivery's signature over the body exactly as received, then reads it. Throws WebhookRejected
   * when the delivery is refused; decides nothing else (no database, no provider call).
   */
  verify(body: Uint8Array, headers: Headers): VerifiedDelivery | Promise<VerifiedDelivery>;
  /**
   * Re-reads the delivery's object from the provider and acts on its state now. Idempotent: a job may run it
   * again after a failure. Throws to have it retried.
   */
  process(delivery: RecordedDelivery, signal: AbortSignal): Promise<void>;
}

/**
 * The webhook sources by their name in the URL (`/webhooks/replicate`). A source this configuration cannot
 * verify or process is there as null: the route answers 503, as for an unknown name it answers 404.
 */
export type WebhookSources = Readonly<Record<string, WebhookSource | null>>;

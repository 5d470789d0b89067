import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { seededRandom } from './replicate-double-faults';

// The fal double's webhooks, as fal documents them (https://fal.ai/docs/documentation/model-apis/inference/webhooks):
// a POST of {request_id, gateway_request_id, status: OK|ERROR, payload, error} to the `fal_webhook` URL with
// X-Fal-Webhook-Request-Id, -User-Id, -Timestamp and -Signature: ED25519 over
// `${request id}\n${user id}\n${timestamp}\n${hex SHA-256 of the body}`, hex, by a key whose public half the JWKS
// publishes. Retried when not answered 2xx. Knobs drop, duplicate, hold and reorder, replay later, or forge them.

/** One of the double's signing keys: its private half, and the public half as a JWK (OKP / Ed25519). */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; use: 'sig'; alg: 'EdDSA' };
}

export function newSigningKey(): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomUUID();
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  return { kid, privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, use: 'sig', alg: 'EdDSA' } };
}

/** The four headers of a delivery signed with `key` at `timestamp` (seconds). */
export function falSignedHeaders(key: KeyObject, body: string | Uint8Array, o: { requestId: string; userId: string; timestamp?: number }): Record<string, string> {
  const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const digest = createHash('sha256').update(body).digest('hex');
  const signature = sign(null, Buffer.from(`${o.requestId}\n${o.userId}\n${timestamp}\n${digest}`, 'utf8'), key).toString('hex');
  return {
    'x-fal-webhook-request-id': o.requestId,
    'x-fal-webhook-user-id': o.userId,
    'x-fal-webhook-timestamp': timestamp,
    'x-fal-webhook-signature': signature,
  };
}

export interface FalWebhookRecord {
  requestId: string;
  status: 'OK' | 'ERROR';
  url: string;
  body: string;
  headers: Record<string, string>;
  /** HTTP status of each attempt (0: no answer); empty while held or when dropped. */
  responses: number[];
  dropped: boolean;
}

export interface FalWebhookKnobs {
  dropWebhooks: boolean;
  /** Copies of each delivery sent (fal's retries and duplicates; 1 normally). */
  webhookCopies: number;
  /** Deliveries are kept until `release()` instead of being sent. */
  holdWebhooks: boolean;
  /** Each delivery is sent once more, headers unchanged, this long after (a replay); null: never. */
  replayWebhooksAfterMs: number | null;
  /** Sign with a key the JWKS does not publish, or with a timestamp this many seconds old. */
  forgeWebhooks: 'wrong-key' | null;
  webhookClockSkewSeconds: number;
}

export class FalWebhookSender {
  readonly sent: FalWebhookRecord[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly held: FalWebhookRecord[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly stranger = newSigningKey();

  constructor(
    private readonly signingKey: () => SigningKey,
    private readonly userId: string,
    private readonly knobs: FalWebhookKnobs,
  ) {}

  /** Sends the completion webhook of a request. */
  emit(url: string, body: { request_id: string; gateway_request_id: string; status: 'OK' | 'ERROR'; payload: unknown; error?: string }): void {
    const text = JSON.stringify(body);
    const key = this.knobs.forgeWebhooks === 'wrong-key' ? this.stranger : this.signingKey();
    const timestamp = Math.floor(Date.now() / 1000) + this.knobs.webhookClockSkewSeconds;
    const headers = { 'content-type': 'application/json', ...falSignedHeaders(key.privateKey, text, { requestId: body.request_id, userId: this.userId, timestamp }) };
    const record: FalWebhookRecord = { requestId: body.request_id, status: body.status, url, body: text, headers, responses: [], dropped: this.knobs.dropWebhooks };
    this.sent.push(record);
    if (record.dropped) return;
    if (this.knobs.holdWebhooks) return void this.held.push(record);
    this.dispatch([record]);
  }

  /** Sends the held deliveries, all copies at once, in the order asked. */
  release(order: 'as-held' | 'reverse' | 'shuffle' = 'as-held', seed = 1): void {
    const records = this.held.splice(0);
    const copies = records.flatMap((r) => Array.from({ length: Math.max(1, this.knobs.webhookCopies) }, () => r));
    if (order === 'reverse') copies.reverse();
    if (order === 'shuffle') shuffle(copies, seed);
    this.track(Promise.all(copies.map((r) => this.deliver(r))).then(() => undefined));
  }

  /** Resolves when no delivery is under way (held ones and pending replays aside). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private dispatch(records: FalWebhookRecord[]) {
    for (const record of records) {
      this.track(
        (async () => {
          for (let copy = 0; copy < Math.max(1, this.knobs.webhookCopies); copy++) await this.deliver(record);
        })(),
      );
      const replay = this.knobs.replayWebhooksAfterMs;
      if (replay !== null) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.track(this.post(record).then((status) => void record.responses.push(status)));
        }, replay);
        this.timers.add(timer);
      }
    }
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Up to three attempts (fal retries a failed delivery: 10 times over 2 hours), the same headers each time. */
  private async deliver(record: FalWebhookRecord): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await this.post(record);
      record.responses.push(status);
      if (status >= 200 && status < 300) return;
      if (status >= 400 && status < 500) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private post(record: FalWebhookRecord): Promise<number> {
    return fetch(record.url, { method: 'POST', headers: record.headers, body: record.body }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
  }
}

function shuffle<T>(items: T[], seed: number): void {
  const random = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

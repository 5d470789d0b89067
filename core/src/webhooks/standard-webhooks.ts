import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { WebhookRejected } from './webhook-source';

// Standard Webhooks (https://www.standardwebhooks.com), which Replicate follows: `webhook-id`, `webhook-timestamp`
// and `webhook-signature` headers, the signature an HMAC-SHA256 of `${id}.${timestamp}.${body}` under the key that
// is the base64 after `whsec_`. The maintained `standardwebhooks` package checks it (and the 5-minute tolerance
// of the timestamp); this wrapper only makes sure it checks the bytes we received.

/** A verified Standard Webhooks delivery: its id and the body as text. */
export interface StandardDelivery {
  id: string;
  timestamp: number;
  body: string;
}

// fatal: bytes that are not UTF-8 are refused instead of being replaced by U+FFFD; ignoreBOM keeps a BOM in the
// text. Then the text encodes back to exactly the bytes received, which the package's signing encodes again.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A verifier for one secret (`whsec_<base64>`). It throws WebhookRejected('signature') unless the delivery is
 * signed with that secret over exactly these bytes, with a timestamp within five minutes of now.
 */
export function standardWebhookVerifier(secret: string): (body: Uint8Array, headers: Headers) => StandardDelivery {
  const webhook = new Webhook(secret);
  return (body, headers) => {
    const id = headers.get('webhook-id');
    const timestamp = headers.get('webhook-timestamp');
    const signature = headers.get('webhook-signature');
    if (!id || !timestamp || !signature) throw new WebhookRejected('signature', 'Missing webhook-id, webhook-timestamp or webhook-signature');
    // The package reads the timestamp with parseInt, which would take `1700000000abc` for the signed number.
    if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookRejected('signature', 'webhook-timestamp is not a number of seconds');
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      // The package signs text: bytes that are not UTF-8 would be checked as the text they decode to, not as sent.
      throw new WebhookRejected('signature', 'The body is not UTF-8: its signature cannot be checked byte for byte');
    }
    try {
      webhook.verify(text, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature }, { jsonParse: false });
    } catch (err) {
      if (err instanceof WebhookVerificationError) throw new WebhookRejected('signature', err.message);
      throw err;
    }
    return { id, timestamp: Number(timestamp), body: text };
  };
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPrivateAddress } from './webhook-url';

export interface SendOutcome {
  /** The receiver answered 2xx. */
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** DNS lookup that refuses a name resolving to a private address (checked at connect time: no rebinding past it). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * One attempt at a delivery: POST the JSON body with Standard Webhooks headers (`webhook-id` the same on every
 * attempt, `webhook-timestamp` now, `webhook-signature` `v1,<HMAC-SHA256>` by the `standardwebhooks` package with the
 * endpoint's `whsec_` secret). 2xx is success; any other status, a redirect, a timeout or a refused connection is a
 * failure. Unless private URLs are allowed, a private or loopback address is refused here too.
 */
export function sendPartnerWebhook(
  target: { url: string; secret: string; messageId: string; body: string },
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendOutcome> {
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, error: 'Refused: the URL points at a private address' });
  }
  const now = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Kadr-Webhooks/1.0',
    'webhook-id': target.messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(target.messageId, now, target.body),
    'content-length': String(Buffer.byteLength(target.body)),
  };
  const requestOptions: RequestOptions = { method: 'POST', headers, ...(options.allowPrivate ? {} : { lookup: guardedLookup }) };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(url, requestOptions, (res) => {
      res.resume(); // the answer's body is not read, only drained
      const statusCode = res.statusCode ?? 0;
      const ok = statusCode >= 200 && statusCode < 300;
      res.on('end', () => finish({ ok, statusCode, error: ok ? null : `The receiver answered ${statusCode}` }));
      res.on('error', (err) => finish({ ok, statusCode, error: ok ? null : err.message }));
    });
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `No answer within ${options.timeoutMs / 1000} s` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) => finish({ ok: false, statusCode: null, error: err.message.slice(0, 500) }));
    req.end(target.body);
  });
}

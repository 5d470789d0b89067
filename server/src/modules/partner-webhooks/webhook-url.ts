import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Env } from '@kadr/core/env';
import { ValidationError } from '@kadr/core/errors/app-error';

type UrlEnv = Pick<Env, 'NODE_ENV' | 'PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS'>;

// Addresses a partner's endpoint may not point at (SSRF): this host, private and shared networks, link-local (cloud
// metadata at 169.254.169.254), multicast and reserved ranges, and their IPv6 forms.
const privateRanges = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) privateRanges.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one an endpoint may not reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Private addresses are allowed only where PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS says so, or in development. */
export const allowsPrivateUrls = (env: UrlEnv) => env.PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS || env.NODE_ENV === 'development';

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * An endpoint URL as given: absolute, https in production (http too elsewhere, for local receivers), no credentials,
 * and (unless private URLs are allowed) a host that is not, and does not resolve to, a private or loopback address.
 * The dispatcher checks the addresses again when it connects (a name may resolve elsewhere later).
 */
export async function checkWebhookUrl(raw: string, env: UrlEnv): Promise<string> {
  const invalid = (message: string) => new ValidationError(message, [{ path: 'url', message }]);
  if (raw.length > 2000 || !URL.canParse(raw)) throw invalid('Enter a full URL, e.g. https://example.com/webhooks/kadr');
  const url = new URL(raw);
  const schemes = env.NODE_ENV === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) throw invalid(env.NODE_ENV === 'production' ? 'The URL must use https' : 'The URL must use https or http');
  if (url.username || url.password) throw invalid('The URL must not contain a user name or password');
  if (!allowsPrivateUrls(env)) {
    const host = bare(url.hostname);
    const addresses = isIP(host) ? [host] : await lookup(host, { all: true, verbatim: true }).then((found) => found.map((a) => a.address), () => null);
    if (!addresses || addresses.length === 0) throw invalid(`The host ${host} cannot be resolved`);
    if (addresses.some(isPrivateAddress)) throw invalid('The URL must not point at a private, local or loopback address');
  }
  return url.toString();
}

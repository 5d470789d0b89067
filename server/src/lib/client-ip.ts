import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '@kadr/core/env';

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) is 1.2.3.4; anything else as given. */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/**
 * The client's address for rate limits and logs. X-Forwarded-For is a list each proxy appends its peer to, so only
 * the entries our own proxies appended can be believed: the client writes whatever it likes to the left of them.
 * - `{ hops: N }`: N proxies stand in front; the client is the N-th entry from the right (the one the outermost of
 *   our proxies appended). A shorter list (a request that skipped a proxy) gives its leftmost entry.
 * - `{ ranges }`: walking from the socket's address leftwards through the list, the first address outside the
 *   trusted ranges.
 * An entry that is not an IP address (garbage, `unknown`) stops the walk at the last address believed.
 */
export function createClientIp(trust: TrustProxy): (socketAddress: string | undefined, forwardedFor: string | null | undefined) => string {
  let trusted: ((address: string) => boolean) | null = null;
  if ('ranges' in trust) {
    const list = new BlockList();
    for (const range of trust.ranges) {
      const [address, prefix] = range.split('/') as [string, string | undefined];
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    trusted = (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    };
  }

  return (socketAddress, forwardedFor) => {
    const socket = socketAddress ? plain(socketAddress) : 'unknown';
    const hops = 'hops' in trust ? trust.hops : Infinity;
    if (hops === 0 || !forwardedFor) return socket;
    const entries = forwardedFor
      .split(',')
      .map((e) => plain(e.trim()))
      .filter(Boolean);
    let client = socket;
    for (let taken = 0; taken < hops && entries.length > 0; taken++) {
      if (trusted && !trusted(client)) break;
      const next = entries.pop()!;
      if (!isIP(next)) break;
      client = next;
    }
    return client;
  };
}

import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an outgoing request (a webhook's delivery) may go to an address: only ordinary
 * internet unicast, so no one points the portal at itself, its network or the cloud's metadata
 * service (server-side request forgery). ipaddr.js knows the ranges: loopback, private,
 * link-local (169.254/16, where metadata services live), carrier-grade NAT, multicast, reserved,
 * unique-local and the IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo) are all other
 * than 'unicast'. An IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export function isPublicAddress(address: string, options: { allowLoopback?: boolean } = {}) {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (options.allowLoopback === true && range === 'loopback');
}

/** A URL's host as an IP address, or null when it is a name (`[::1]` gives `::1`). */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** Thrown by the lookup below when a name resolves to an address it may not reach. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address that is not on the internet`);
  }
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses it when any of its addresses
 * is not public: the check is made on the very addresses the socket connects to, so a name that
 * resolved to a public address at creation and to a private one now (DNS rebinding) is refused.
 */
export function publicLookup(options: { allowLoopback?: boolean } = {}): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address, options))) {
        return callback(new PrivateAddressError(hostname), '', 0);
      }
      if (lookupOptions.all) return (callback as unknown as AllCallback)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
type AllCallback = (error: null, addresses: dns.LookupAddress[]) => void;

/**
 * The addresses a host name resolves to now (all families), or null when it does not resolve.
 */
export async function resolveHost(hostname: string): Promise<string[] | null> {
  try {
    const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return found.map((entry) => entry.address);
  } catch {
    return null;
  }
}

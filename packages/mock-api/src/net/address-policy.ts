/**
 * Which addresses the server may connect to when it checks a user's source or a video host on a
 * viewer's behalf: public unicast only. This is an allow-list on purpose: ipaddr.js names every
 * special range (loopback, private, link-local with the 169.254.169.254 metadata address, CGNAT,
 * unique-local fc00::/7, multicast, unspecified, broadcast, reserved, documentation, NAT64 and
 * 6to4 that embed an IPv4 address, ...), and anything it does not call plain `unicast` is refused,
 * so a range we forgot is refused too. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4
 * address it carries.
 */
import ipaddr from 'ipaddr.js';
import { effectivePort, SOURCE_PORTS } from '@xinghe/contracts';

/** Why a target is refused, before or after DNS: each has its own Chinese message. */
export type TargetProblem = 'scheme' | 'credentials' | 'port' | 'address' | 'unresolvable';

/** True when `ip` (an IP literal in any form ipaddr.js parses) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // A zone id (fe80::1%eth0) only exists on link-local addresses: never public.
  if (bare.includes('%')) return false;
  if (!ipaddr.isValid(bare)) return false;
  // process() turns ::ffff:a.b.c.d into the IPv4 address it carries.
  const address = ipaddr.process(bare);
  return address.range() === 'unicast';
}

/** The host of a URL without IPv6 brackets: what DNS or the socket gets. */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** True for a host that is an IP literal (the URL parser has already normalised every spelling). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host);
}

/**
 * The checks a URL passes before any DNS lookup. The WHATWG URL parser has already turned
 * 2130706433, 0x7f.1, 017700000001 and 127.1 into 127.0.0.1, and ::ffff:127.0.0.1 into
 * ::ffff:7f00:1, so one check of the parsed host covers every spelling.
 */
export function checkUrlTarget(
  url: URL,
  allowedPorts: readonly number[] = SOURCE_PORTS,
): TargetProblem | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (!allowedPorts.includes(effectivePort(url))) return 'port';
  const host = bareHost(url);
  if (!host) return 'unresolvable';
  if (isIpLiteral(host) && !isPublicAddress(host)) return 'address';
  // Names that are local by definition, refused without asking DNS.
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local')) {
    return 'address';
  }
  return null;
}

/**
 * Which addresses the server may connect to when it checks a user's source or a video host on a
 * viewer's behalf: public unicast only. This is an allow-list on purpose: ipaddr.js names every
 * special range (loopback, private, link-local with the 169.254.169.254 metadata address, CGNAT,
 * unique-local fc00::/7, multicast, unspecified, broadcast, reserved, documentation, NAT64 and
 * 6to4 that embed an IPv4 address, ...), and anything it does not call plain `unicast` is refused,
 * so a range we forgot is refused too. Every IPv6 form that carries an IPv4 address (IPv4-mapped
 * ::ffff:a.b.c.d, the deprecated IPv4-compatible ::a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d,
 * NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) is judged by the IPv4
 * address it carries as well: a stack or tunnel may deliver it there.
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
  if (address.range() !== 'unicast') return false;
  if (address.kind() === 'ipv4') return true;
  return embeddedIpv4(address as ipaddr.IPv6).every((embedded) => embedded.range() === 'unicast');
}

/** The IPv4 address in two 16-bit parts of an IPv6 address, starting at part `from`. */
function ipv4At(parts: number[], from: number): ipaddr.IPv4 {
  const high = parts[from] ?? 0;
  const low = parts[from + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** Transition prefixes that carry an IPv4 address in their last 32 bits (RFC 4291, 6052, 6145, 8215). */
const TAIL_CARRIERS = [
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
];

/**
 * The IPv4 addresses an IPv6 address carries, by the transition form it has: the last 32 bits of
 * the forms above, bits 16-47 of 6to4, and Teredo's server (bits 32-63) and client (the last 32
 * bits, inverted). ipaddr.js names these ranges but extracts only the IPv4-mapped one.
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const parts = address.parts;
  const within = (cidr: string) => address.match(ipaddr.IPv6.parseCIDR(cidr));
  const found: ipaddr.IPv4[] = [];
  if (TAIL_CARRIERS.some(within)) found.push(ipv4At(parts, 6));
  if (within('2002::/16')) found.push(ipv4At(parts, 1));
  if (within('2001::/32')) {
    found.push(
      ipv4At(parts, 2),
      ipv4At(
        parts.map((part) => part ^ 0xffff),
        6,
      ),
    );
  }
  return found;
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

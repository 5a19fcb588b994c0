import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a webhook may reach (SSRF, issue 18). A recruiter chooses the URL, so without
 * this rule a webhook could make the service POST to its own network: a database's HTTP port, a
 * cloud metadata endpoint (169.254.169.254), a router. Only public unicast addresses pass; the
 * ranges come from ipaddr.js's `range()` (a well-kept table of the IANA special-purpose registries)
 * plus the few it lacks. An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as its IPv4 address.
 */
export type AddressClass = 'public' | 'invalid' | string;

/** Special-purpose ranges ipaddr.js 1.x does not name; each is not public. */
const EXTRA_V4: [string, [ipaddr.IPv4, number]][] = [
  ['benchmarking', ipaddr.IPv4.parseCIDR('198.18.0.0/15')],
];
const EXTRA_V6: [string, [ipaddr.IPv6, number]][] = [
  // Deprecated IPv4-compatible addresses (::a.b.c.d): some stacks still route them to IPv4.
  ['ipv4Compatible', ipaddr.IPv6.parseCIDR('::/96')],
  ['discard', ipaddr.IPv6.parseCIDR('100::/64')],
];

/** 'public' for a public unicast address, else the name of its range ('loopback', 'private', 'linkLocal', ...). */
export function classifyAddress(address: string): AddressClass {
  const parsed = parseAddress(address);
  if (!parsed) return 'invalid';
  if (parsed.kind() === 'ipv4') {
    const v4 = parsed as ipaddr.IPv4;
    const extra = EXTRA_V4.find(([, cidr]) => v4.match(cidr));
    if (extra) return extra[0];
    const range = v4.range();
    return range === 'unicast' ? 'public' : range;
  }
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range !== 'unicast') return range;
  const extra = EXTRA_V6.find(([, cidr]) => v6.match(cidr));
  return extra ? extra[0] : 'public';
}

/** WEBHOOK_ALLOW_PRIVATE, parsed: `all`, or CIDRs whose addresses pass although they are not public. */
export interface AllowList {
  all: boolean;
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

export const NOTHING_ALLOWED: AllowList = { all: false, ranges: [] };

/** Parses `all` or a comma list of CIDRs (`127.0.0.1/32,::1/128`); an empty text allows nothing. Throws on a bad entry. */
export function parseAllowList(text: string): AllowList {
  const value = text.trim();
  if (value.toLowerCase() === 'all') return { all: true, ranges: [] };
  const ranges = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return ipaddr.parseCIDR(entry);
      } catch {
        throw new Error(`"${entry}" is not a CIDR such as 127.0.0.1/32 or ::1/128 (or use "all")`);
      }
    });
  return { all: false, ranges };
}

/** May a webhook connect to this address: public unicast, or inside the allow list. */
export function isAllowedAddress(address: string, allow: AllowList = NOTHING_ALLOWED): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (classifyAddress(address) === 'public') return true;
  if (allow.all) return true;
  // The address as given and, for an IPv4-mapped one, as IPv4: `127.0.0.1/32` also allows ::ffff:127.0.0.1.
  const forms = [parsed, parseExact(address) ?? parsed];
  return allow.ranges.some(([net, bits]) => forms.some((a) => a.kind() === net.kind() && matches(a, net, bits)));
}

function matches(address: ipaddr.IPv4 | ipaddr.IPv6, net: ipaddr.IPv4 | ipaddr.IPv6, bits: number): boolean {
  return address.kind() === 'ipv4' ? (address as ipaddr.IPv4).match(net as ipaddr.IPv4, bits) : (address as ipaddr.IPv6).match(net as ipaddr.IPv6, bits);
}

/** The address, IPv4-mapped IPv6 turned into IPv4; undefined for anything but an IP address (no "127.1" shorthands). */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const exact = parseExact(address);
  if (!exact) return undefined;
  if (exact.kind() === 'ipv6' && (exact as ipaddr.IPv6).isIPv4MappedAddress()) return (exact as ipaddr.IPv6).toIPv4Address();
  return exact;
}

function parseExact(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = stripBrackets(address).replace(/%.*$/, '');
  if (isIP(bare) === 0) return undefined;
  return ipaddr.parse(bare);
}

/** `[::1]` (a URL's hostname) -> `::1`. */
export function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound fetch of a user-influenced URL may contact: public unicast only.
 * Everything ipaddr.js names a special range is refused, and IPv6 outside global unicast
 * (2000::/3) too; the IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo) are judged by
 * the IPv4 address they carry.
 */

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** The well-known NAT64 prefix; the local-use one (64:ff9b:1::/48) is a private network's. */
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** Host names that reach a cloud provider's instance metadata, whatever they resolve to. */
const METADATA_HOSTNAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);

/** Suffixes that never name a public host (RFC 6761 `localhost`, ICANN's private-use `internal`). */
const PRIVATE_SUFFIXES = ['localhost', 'internal', 'local'];

/** The IPv4 addresses an IPv6 address carries (NAT64, 6to4, Teredo server and client). */
function embeddedIPv4Of(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const bytes = address.toByteArray();
  const ipv4At = (offset: number, mask = 0) =>
    new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((byte) => byte ^ mask));
  switch (range) {
    case 'rfc6052':
      return address.match(WELL_KNOWN_NAT64) ? [ipv4At(12)] : [];
    case '6to4':
      return [ipv4At(2)];
    case 'teredo':
      // The client's address is stored inverted (RFC 4380 §4).
      return [ipv4At(4), ipv4At(12, 0xff)];
    default:
      return [];
  }
}

function refusedIPv4RangeOf(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  return range === 'unicast' ? undefined : range;
}

function refusedIPv6RangeOf(address: ipaddr.IPv6): string | undefined {
  if (address.zoneId !== undefined) return 'scoped';
  const range = address.range();
  const embedded = embeddedIPv4Of(address, range);
  if (range === 'rfc6052' && embedded.length === 0) return 'rfc6052 local-use';
  if (embedded.length > 0) {
    const refused = embedded.map(refusedIPv4RangeOf).find((inner) => inner !== undefined);
    return refused === undefined ? undefined : `${range} of ${refused}`;
  }
  if (range !== 'unicast') return range;
  // ipaddr.js calls unicast what it has no name for: IPv4-compatible ::a.b.c.d, fec0::/10...
  return address.match(GLOBAL_UNICAST) ? undefined : 'not global unicast';
}

/**
 * The name of the range that makes `address` off limits (`loopback`, `private`,
 * `6to4 of loopback`...), or undefined for a public unicast address. Anything that is not an IP
 * address is refused as `invalid`. Brackets (`[::1]`, as in a URL's host) are accepted.
 */
export function refusedRangeOf(address: string): string | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only canonical spellings count: another IPv4 form (0x7f.1) is refused, never interpreted.
  if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !ipaddr.IPv6.isValid(bare)) return 'invalid';
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv4'
    ? refusedIPv4RangeOf(parsed as ipaddr.IPv4)
    : refusedIPv6RangeOf(parsed as ipaddr.IPv6);
}

/** Whether an outbound fetch may connect to `address` (an IPv4 or IPv6 address). */
export function isPublicAddress(address: string): boolean {
  return refusedRangeOf(address) === undefined;
}

/** Whether `hostname` names a metadata service or a local host however it resolves. */
export function isRefusedHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (METADATA_HOSTNAMES.has(name)) return true;
  return PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

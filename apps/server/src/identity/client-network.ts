import { isIPv4, isIPv6 } from 'node:net';

/** The groups of an IPv6 address that name one subscriber's network: the /64 prefix. */
const SUBSCRIBER_PREFIX_GROUPS = 4;

/**
 * The network a client address stands for, for limits that count clients: an IPv4 address as it
 * is, an IPv6 address by its /64 prefix, and an IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`,
 * as a dual-stack socket reports IPv4 peers) as the IPv4 address. Providers hand each subscriber
 * at least a /64, whose 2^64 addresses it may use at will, so counting IPv6 clients address by
 * address would let one of them mint a fresh client per request. Anything else (not an IP
 * address) is returned unchanged.
 */
export function clientNetworkOf(address: string): string {
  if (isIPv4(address)) return address;
  // A zone (`fe80::1%eth0`) names the server's own interface, not the client.
  const withoutZone = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  const isIPv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIPv4Mapped) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, SUBSCRIBER_PREFIX_GROUPS).map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 split in two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a! << 8) | b!, (c! << 8) | d!];
        });
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

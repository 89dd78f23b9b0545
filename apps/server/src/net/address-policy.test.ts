import { describe, expect, it } from 'vitest';
import { isPublicAddress, isRefusedHostname, refusedRangeOf } from './address-policy';

/** [address, the range that refuses it, or undefined when it may be contacted] */
const ADDRESSES: [string, string | undefined][] = [
  // IPv4, each range with the addresses just inside and just outside it
  ['0.0.0.0', 'unspecified'],
  ['0.255.255.255', 'unspecified'],
  ['1.0.0.1', undefined],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['126.255.255.255', undefined],
  ['128.0.0.1', undefined],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['9.255.255.255', undefined],
  ['11.0.0.0', undefined],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.15.255.255', undefined],
  ['172.32.0.0', undefined],
  ['192.168.0.1', 'private'],
  ['192.168.255.255', 'private'],
  ['192.167.255.255', undefined],
  ['192.169.0.0', undefined],
  ['169.254.169.254', 'linkLocal'],
  ['169.254.0.1', 'linkLocal'],
  ['169.253.255.255', undefined],
  ['169.255.0.0', undefined],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.255', 'carrierGradeNat'],
  ['100.63.255.255', undefined],
  ['100.128.0.0', undefined],
  ['100.100.100.200', 'carrierGradeNat'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['223.255.255.255', undefined],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.17.255.255', undefined],
  ['198.20.0.0', undefined],
  ['93.184.216.34', undefined],
  ['8.8.8.8', undefined],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['fe80::1', 'linkLocal'],
  ['febf:ffff::1', 'linkLocal'],
  ['fe80::1%eth0', 'scoped'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'uniqueLocal'],
  ['fbff:ffff::1', 'not global unicast'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'ipv4Mapped'],
  ['::ffff:7f00:1', 'ipv4Mapped'],
  ['0:0:0:0:0:ffff:7f00:1', 'ipv4Mapped'],
  ['::ffff:93.184.216.34', 'ipv4Mapped'],
  ['::ffff:0:127.0.0.1', 'rfc6145'],
  // ipaddr.js reads the dotted IPv4-compatible form as mapped: refused either way.
  ['::127.0.0.1', 'ipv4Mapped'],
  ['::7f00:1', 'not global unicast'],
  ['64:ff9b::7f00:1', 'rfc6052 of loopback'],
  ['64:ff9b::10.0.0.1', 'rfc6052 of private'],
  ['64:ff9b::a9fe:a9fe', 'rfc6052 of linkLocal'],
  ['64:ff9b::5db8:d822', undefined],
  ['64:ff9b:1::a00:1', 'rfc6052 local-use'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of private'],
  ['2002:5db8:d822::1', undefined],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo of loopback'],
  ['2001:0:a00:1:8000:63bf:a247:2ddd', 'teredo of private'],
  ['2001:0:4136:e378:8000:63bf:a247:2ddd', undefined],
  ['2001:db8::1', 'reserved'],
  ['2001:2::1', 'benchmarking'],
  ['4000::1', 'not global unicast'],
  ['2606:4700::1', undefined],
  ['2a00:1450:4001:81b::200e', undefined],
  // not an address: refused, never interpreted
  ['localhost', 'invalid'],
  ['0x7f.1', 'invalid'],
  ['2130706433', 'invalid'],
  ['', 'invalid'],
];

describe('address policy', () => {
  it.each(ADDRESSES)('judges %s', (address, range) => {
    expect(refusedRangeOf(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(range === undefined);
  });

  /** [URL, the host WHATWG URL makes of it] */
  const SPELLINGS: [string, string][] = [
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://10.1/', '10.0.0.1'],
    ['http://[::1]/', '[::1]'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[64:ff9b::127.0.0.1]/', '[64:ff9b::7f00:1]'],
  ];

  it.each(SPELLINGS)('refuses %s once URL has read it as %s', (url, host) => {
    const { hostname } = new URL(url);
    expect(hostname).toBe(host);
    expect(isPublicAddress(hostname)).toBe(false);
  });

  it('leaves IPv6 zone ids to URL, which refuses them', () => {
    expect(() => new URL('http://[fe80::1%25eth0]/')).toThrow();
  });

  it.each([
    'metadata.google.internal',
    'METADATA.Google.Internal.',
    'metadata',
    'metadata.goog',
    'instance-data.ec2.internal',
    'localhost',
    'api.localhost',
    'printer.local',
    'db.corp.internal',
  ])('refuses the host name %s', (hostname) => {
    expect(isRefusedHostname(hostname)).toBe(true);
  });

  it.each(['example.org', 'en.wikipedia.org', 'localhost.example.org', 'internal.example.com'])(
    'lets %s be resolved and checked',
    (hostname) => {
      expect(isRefusedHostname(hostname)).toBe(false);
    },
  );
});

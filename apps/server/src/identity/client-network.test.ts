import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::7%eth0',
    ]) {
      expect(clientNetworkOf(address)).toBe(network);
    }
  });

  it('tells neighbouring IPv6 networks apart', () => {
    expect(clientNetworkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address mapped into IPv6 as that IPv4 address, not as one network of them all', () => {
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:10.0.0.1')).not.toBe(clientNetworkOf('::ffff:10.0.0.2'));
  });

  it('returns what is no IP address unchanged', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
    expect(clientNetworkOf('')).toBe('');
  });
});

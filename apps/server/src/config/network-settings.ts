import { isIP } from 'node:net';
import { z } from 'zod';

/** The proxy-addr names of address ranges a TRUST_PROXY list may use. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`) or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false (no proxy), true (one proxy: the immediate peer, whatever its address) or
 * the list of the proxies' addresses.
 */
export const trustedProxies = z.string().transform((value, ctx): boolean | string[] => {
  const setting = value.trim().toLowerCase();
  if (setting === 'false' || setting === '0') return false;
  if (setting === 'true' || setting === '1') return true;
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected 'true', 'false' or proxy addresses (IPs, CIDRs, loopback, uniquelocal, linklocal)${invalid.length > 0 ? `; not an address: ${invalid.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** `http://127.0.0.1:8888, https://searx.example.org` → origins; each must be an http(s) origin. */
export const originList = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const originOf = (entry: string): string | undefined => {
    try {
      const url = new URL(entry);
      const isOrigin = /^https?:$/.test(url.protocol) && `${url.origin}/` === url.href;
      return isOrigin ? url.origin : undefined;
    } catch {
      return undefined;
    }
  };
  const invalid = entries.filter((entry) => originOf(entry) === undefined);
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected http:// or https:// origins (scheme, host and port, no path); not an origin: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(entries.map((entry) => originOf(entry) ?? entry))];
});

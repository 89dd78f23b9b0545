import type { LookupAddress } from 'node:dns';
import { lookup as lookupWithSystemDns } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import { isPublicAddress, refusedRangeOf } from './address-policy';
import { FetchRefusedError } from './fetch-refused-error';

/** Resolves a host name to every address it has (dns.lookup with `all: true`). */
export type HostLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The system resolver, every address in the order it gave them. */
export const lookupHostWithSystemDns: HostLookup = (hostname) =>
  lookupWithSystemDns(hostname, { all: true, order: 'verbatim' });

/** Whether a connection to `origin` (`http://127.0.0.1:8888`) skips the address check. */
export type TrustedOriginTest = (origin: string) => boolean;

interface CheckedConnectorOptions {
  lookupHost: HostLookup;
  isTrustedOrigin: TrustedOriginTest;
  connectTimeoutMs: number;
}

function refusalOf(hostname: string, address: string): FetchRefusedError {
  return new FetchRefusedError(
    'address',
    `${hostname} resolves to ${address} (${refusedRangeOf(address) ?? 'refused'})`,
  );
}

/**
 * The lookup the socket itself calls: it resolves once, and when `isChecked` refuses the host if
 * any of its addresses is off limits; the socket then connects only to the addresses returned.
 */
function createLookup(lookupHost: HostLookup, isChecked: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const checkedAddressesOf = (resolved: readonly LookupAddress[]): LookupAddress[] => {
      const addresses = resolved.filter((entry) => !family || entry.family === family);
      if (addresses.length === 0)
        throw new FetchRefusedError('network', `${hostname} has no address`);
      const refused = isChecked && addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) throw refusalOf(hostname, refused.address);
      return addresses;
    };
    void lookupHost(hostname)
      .then(checkedAddressesOf)
      .then(
        (addresses) => {
          const [first] = addresses;
          if (options.all || !first) callback(null, addresses);
          else callback(null, first.address, first.family);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), '');
        },
      );
  };
}

/**
 * An undici connector that checks the address it connects to: DNS is resolved by the connection
 * itself through a checking lookup (so no second resolution can rebind it), and the connected
 * socket's remote address is checked again, which covers IP-literal hosts that skip the lookup.
 * Origins the operator trusts connect without either check.
 */
export function createCheckedConnector(options: CheckedConnectorOptions): buildConnector.connector {
  const timeout = options.connectTimeoutMs;
  const connectChecked = buildConnector({
    timeout,
    lookup: createLookup(options.lookupHost, true),
  });
  const connectTrusted = buildConnector({
    timeout,
    lookup: createLookup(options.lookupHost, false),
  });

  return (target, callback) => {
    const host =
      target.host ?? (target.port ? `${target.hostname}:${target.port}` : target.hostname);
    if (options.isTrustedOrigin(`${target.protocol}//${host}`)) {
      connectTrusted(target, callback);
      return;
    }
    connectChecked(target, (error, socket) => {
      if (error) {
        callback(error, null);
        return;
      }
      const address = socket.remoteAddress ?? '';
      if (isPublicAddress(address)) {
        callback(null, socket);
        return;
      }
      socket.destroy();
      callback(refusalOf(target.hostname, address), null);
    });
  };
}

import type { LookupAddress } from 'node:dns';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createSafeFetcher,
  type FetchRefusalReason,
  FetchRefusedError,
  type HostLookup,
  type SafeFetcher,
  type SafeFetcherOptions,
} from '../../src/net';
import { answer, redirectTo, startWebPeer, type WebPeer } from '../peers/web-peer';

const MiB = 1024 * 1024;
const PUBLIC_ADDRESS = '93.184.216.34';

async function expectRefusal(
  fetching: Promise<unknown>,
  reason: FetchRefusalReason,
): Promise<FetchRefusedError> {
  const error = await fetching.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  expect((error as FetchRefusedError).reason, (error as Error).message).toBe(reason);
  return error as FetchRefusedError;
}

/** A lookup answering every name with `addresses`, counting its calls. */
function fixedLookup(...addresses: string[]): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const entries: LookupAddress[] = addresses.map((address) => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }));
  return Object.assign(
    (hostname: string) => {
      calls.push(hostname);
      return Promise.resolve(entries);
    },
    { calls },
  );
}

describe('safe fetcher', () => {
  let peer: WebPeer;
  /** A second local server no fetcher trusts: reaching it is the attack. */
  let target: WebPeer;
  const fetchers: SafeFetcher[] = [];

  function fetcherWith(options: SafeFetcherOptions = {}): SafeFetcher {
    const fetcher = createSafeFetcher({ trustedOrigins: [peer.origin], ...options });
    fetchers.push(fetcher);
    return fetcher;
  }

  beforeAll(async () => {
    peer = await startWebPeer({
      '/page': answer('text/html; charset=utf-8', '<p>Hello</p>'),
      '/latin1': answer('text/plain; charset=ISO-8859-1', Buffer.from('café', 'latin1')),
      '/json': answer('application/json', '{"ok":true}'),
      '/image': answer('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
      '/untyped': (_request, response) => response.writeHead(200).end('what am I'),
      '/broken': (_request, response) => response.writeHead(500).end(),
      '/to-target': (_request, response) => redirectTo(`${target.origin}/`)(_request, response),
      '/to-name': (_request, response) =>
        redirectTo(`http://public.test:${target.port}/`)(_request, response),
      '/to-file': redirectTo('file:///etc/passwd'),
      '/to-nowhere': (_request, response) => response.writeHead(302).end(),
      '/relative/start': redirectTo('../page', 301),
    });
    for (let hop = 0; hop < 6; hop += 1) peer.route(`/hop/${hop}`, redirectTo(`/hop/${hop + 1}`));
    peer.route('/hop/6', answer('text/plain', 'arrived'));
    target = await startWebPeer({ '/': answer('text/plain', 'internal secret') });
  });

  afterEach(async () => {
    await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
  });

  afterAll(async () => {
    await peer.close();
    await target.close();
  });

  it('fetches a trusted origin and decodes the charset it declares', async () => {
    const fetcher = fetcherWith();
    await expect(fetcher.fetch(`${peer.origin}/page`)).resolves.toEqual({
      url: `${peer.origin}/page`,
      status: 200,
      contentType: 'text/html',
      text: '<p>Hello</p>',
    });
    expect((await fetcher.fetch(`${peer.origin}/latin1`)).text).toBe('café');
  });

  it('refuses a loopback origin nobody trusts, without connecting', async () => {
    const connections = target.connectionCount;
    const error = await expectRefusal(fetcherWith().fetch(`${target.origin}/`), 'address');
    expect(error.message).toMatch(/loopback/);
    expect(target.connectionCount).toBe(connections);
  });

  it('trusts exactly the configured origin: another port or host name is checked', async () => {
    const fetcher = fetcherWith();
    await expectRefusal(fetcher.fetch(`http://127.0.0.1:${target.port}/`), 'address');
    await expectRefusal(fetcher.fetch(`http://localhost:${peer.port}/page`), 'address');
    await expectRefusal(fetcher.fetch(`https://127.0.0.1:${peer.port}/page`), 'address');
  });

  it('refuses a redirect from a trusted origin to a loopback one, without connecting', async () => {
    const connections = target.connectionCount;
    await expectRefusal(fetcherWith().fetch(`${peer.origin}/to-target`), 'address');
    expect(target.connectionCount).toBe(connections);
  });

  it('passes trust to no other origin: a redirect between two trusted origins is checked', async () => {
    // Both are the operator's services; one still may not send the server to the other.
    const fetcher = fetcherWith({ trustedOrigins: [peer.origin, target.origin] });
    expect((await fetcher.fetch(`${target.origin}/`)).text).toBe('internal secret');
    const requests = target.requests.length;
    await expectRefusal(fetcher.fetch(`${peer.origin}/to-target`), 'address');
    expect(target.requests).toHaveLength(requests);
  });

  it('checks a redirect to a trusted host name on its own connection, not the trusted one', async () => {
    // peer.test names the loopback and is trusted: reached first, its connection stays pooled.
    const lookup = fixedLookup('127.0.0.1');
    const named = `http://peer.test:${peer.port}`;
    target.route('/to-named-peer', redirectTo(`${named}/page`));
    const fetcher = fetcherWith({ lookup, trustedOrigins: [named, target.origin] });
    expect((await fetcher.fetch(`${named}/page`)).text).toBe('<p>Hello</p>');
    const requests = peer.requests.length;
    const error = await expectRefusal(fetcher.fetch(`${target.origin}/to-named-peer`), 'address');
    expect(error.message).toBe('peer.test resolves to 127.0.0.1 (loopback)');
    expect(peer.requests).toHaveLength(requests);
  });

  it('follows a redirect from a trusted origin to one the operator vouched for', async () => {
    const fetcher = fetcherWith({ trustedRedirectOrigins: [target.origin] });
    expect((await fetcher.fetch(`${peer.origin}/to-target`)).text).toBe('internal secret');
  });

  it('checks the address a redirect target resolves to', async () => {
    const lookup = fixedLookup('127.0.0.1');
    const requests = target.requests.length;
    await expectRefusal(fetcherWith({ lookup }).fetch(`${peer.origin}/to-name`), 'address');
    expect(lookup.calls).toEqual(['public.test']);
    expect(target.requests).toHaveLength(requests);
  });

  it('refuses a redirect to another scheme, or without a Location', async () => {
    await expectRefusal(fetcherWith().fetch(`${peer.origin}/to-file`), 'scheme');
    await expectRefusal(fetcherWith().fetch(`${peer.origin}/to-nowhere`), 'redirects');
  });

  it('resolves a relative Location against the current URL', async () => {
    const page = await fetcherWith().fetch(`${peer.origin}/relative/start`);
    expect(page.url).toBe(`${peer.origin}/page`);
  });

  it('follows five redirects and refuses the sixth without requesting it', async () => {
    const fetcher = fetcherWith();
    const arrived = await fetcher.fetch(`${peer.origin}/hop/1`);
    expect(arrived).toMatchObject({ url: `${peer.origin}/hop/6`, text: 'arrived' });
    peer.requests.length = 0;
    await expectRefusal(fetcher.fetch(`${peer.origin}/hop/0`), 'redirects');
    expect(peer.requests).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3', '/hop/4', '/hop/5']);
  });

  it.each([
    'ftp://example.org/file',
    'file:///etc/passwd',
    'data:text/plain,hello',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    await expectRefusal(fetcherWith().fetch(url), 'scheme');
  });

  it('refuses URLs with credentials and strings that are no URL', async () => {
    const fetcher = fetcherWith();
    await expectRefusal(fetcher.fetch(`http://user:secret@127.0.0.1:${peer.port}/page`), 'scheme');
    await expectRefusal(fetcher.fetch('not a url'), 'scheme');
    await expectRefusal(fetcher.fetch('http://[fe80::1%25eth0]/'), 'scheme');
  });

  it.each([
    'http://2130706433:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://0x7f.1:PORT/',
    'http://127.1:PORT/',
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[0:0:0:0:0:ffff:7f00:1]:PORT/',
    'http://[64:ff9b::7f00:1]:PORT/',
    'http://0.0.0.0:PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://api.localhost:PORT/',
  ])('refuses %s before any lookup or connection', async (spelling) => {
    const lookup = fixedLookup(PUBLIC_ADDRESS);
    const connections = target.connectionCount;
    const url = spelling.replace('PORT', String(target.port));
    await expectRefusal(fetcherWith({ lookup }).fetch(url), 'address');
    expect(lookup.calls).toEqual([]);
    expect(target.connectionCount).toBe(connections);
  });

  it('refuses a name when any of its addresses is off limits', async () => {
    const fetcher = fetcherWith({ lookup: fixedLookup(PUBLIC_ADDRESS, '10.0.0.1') });
    const error = await expectRefusal(fetcher.fetch('http://public.test/'), 'address');
    expect(error.message).toBe('public.test resolves to 10.0.0.1 (private)');
    const mapped = fetcherWith({ lookup: fixedLookup('2606:4700::1', '::ffff:127.0.0.1') });
    await expectRefusal(mapped.fetch('http://public.test/'), 'address');
  });

  it('connects to the address its own lookup returned', async () => {
    // Trusted by name, so the address check is off: what is left is where the lookup points.
    const lookup = fixedLookup('127.0.0.1');
    const origin = `http://public.test:${peer.port}`;
    const fetcher = fetcherWith({ lookup, trustedOrigins: [origin] });
    const page = await fetcher.fetch(`${origin}/page`);
    expect(page.text).toBe('<p>Hello</p>');
    expect(lookup.calls).toEqual(['public.test']);
    expect(peer.hosts.at(-1)).toBe(`public.test:${peer.port}`);
  });

  it('resolves once per connection, so a rebinding name never reaches the loopback', async () => {
    const answers = [PUBLIC_ADDRESS, '127.0.0.1'];
    const calls: string[] = [];
    const lookup: HostLookup = (hostname) => {
      calls.push(hostname);
      const address = answers[Math.min(calls.length - 1, 1)] ?? '127.0.0.1';
      return Promise.resolve([{ address, family: 4 }]);
    };
    // Every address a connection was made or tried to (the error names it when refused).
    const triedAddresses: (string | undefined)[] = [];
    const onConnected = (message: unknown) => {
      triedAddresses.push((message as { socket: Socket }).socket.remoteAddress);
    };
    const onConnectError = (message: unknown) => {
      const { error } = message as { error: Error & { address?: string } };
      if (error.address) triedAddresses.push(error.address);
    };
    subscribe('undici:client:connected', onConnected);
    subscribe('undici:client:connectError', onConnectError);
    const connections = target.connectionCount;
    try {
      const fetcher = fetcherWith({ lookup, timeoutMs: 1000 });
      // Whatever the public address does (nothing answers offline), it is the only one tried.
      await fetcher.fetch(`http://rebinding.test:${target.port}/`).catch(() => undefined);
    } finally {
      unsubscribe('undici:client:connected', onConnected);
      unsubscribe('undici:client:connectError', onConnectError);
    }
    expect(calls).toEqual(['rebinding.test']);
    expect(triedAddresses.every((address) => address === PUBLIC_ADDRESS)).toBe(true);
    expect(target.connectionCount).toBe(connections);
  });

  it('gives up on a page that stops sending, within about its time limit', async () => {
    peer.route('/slow', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>first words');
    });
    const started = performance.now();
    const error = await expectRefusal(
      fetcherWith({ timeoutMs: 300 }).fetch(`${peer.origin}/slow`),
      'timeout',
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
    expect(error.message).toMatch(/300 ms/);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const fetching = fetcherWith().fetch(`${peer.origin}/slow`, { signal: controller.signal });
    await expectRefusal(fetching, 'aborted');
  });

  it('refuses a body past 2 MiB while it streams and closes the connection', async () => {
    const total = 5 * MiB;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const closedBeforeTheEnd = new Promise<boolean>((resolve) => {
      peer.route('/huge', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.on('close', () => resolve(!response.writableFinished));
        const sendMore = () => {
          if (response.destroyed) return;
          if (sent >= total) {
            response.end();
            return;
          }
          sent += chunk.length;
          response.write(chunk);
          setTimeout(sendMore, 1);
        };
        sendMore();
      });
    });
    await expectRefusal(fetcherWith().fetch(`${peer.origin}/huge`), 'too-large');
    expect(await closedBeforeTheEnd).toBe(true);
    expect(sent).toBeLessThan(total);
  });

  it('refuses a body announced larger than the cap before reading it', async () => {
    peer.route('/announced', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 3 * MiB });
      response.write('a');
    });
    await expectRefusal(fetcherWith().fetch(`${peer.origin}/announced`), 'too-large');
  });

  it('refuses content types the call does not accept', async () => {
    const fetcher = fetcherWith();
    await expectRefusal(fetcher.fetch(`${peer.origin}/image`), 'content-type');
    await expectRefusal(fetcher.fetch(`${peer.origin}/untyped`), 'content-type');
    await expect(fetcher.fetch(`${peer.origin}/json`)).resolves.toMatchObject({
      text: '{"ok":true}',
    });
    const htmlOnly = fetcher.fetch(`${peer.origin}/json`, { accept: ['text/html'] });
    await expectRefusal(htmlOnly, 'content-type');
  });

  it('refuses a final answer that is not a success', async () => {
    const fetcher = fetcherWith();
    await expectRefusal(fetcher.fetch(`${peer.origin}/missing`), 'status');
    const error = await expectRefusal(fetcher.fetch(`${peer.origin}/broken`), 'status');
    expect(error.message).toBe(`${peer.origin} answered 500`);
  });

  it('reports an unreachable host as a network failure', async () => {
    const closed = await startWebPeer();
    const origin = closed.origin;
    await closed.close();
    const fetcher = fetcherWith({ trustedOrigins: [origin] });
    const error = await expectRefusal(fetcher.fetch(`${origin}/`), 'network');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

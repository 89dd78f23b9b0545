import { isIP } from 'node:net';
import { PRODUCT_NAME } from '@polymath/shared';
import { Agent, fetch, type Response } from 'undici';
import { isRefusedHostname, refusedRangeOf } from './address-policy';
import {
  createCheckedConnector,
  type HostLookup,
  lookupHostWithSystemDns,
} from './checked-connector';
import { FetchRefusedError } from './fetch-refused-error';
import { decodeText, parseContentType, readCappedBody } from './response-body';

/** The content types a fetch accepts unless the call names its own. */
export const TEXT_CONTENT_TYPES: readonly string[] = [
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  'application/rss+xml',
  'application/atom+xml',
  'application/xml',
  'text/xml',
  'application/json',
];

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetcherOptions {
  /**
   * Origins of services the operator configured (`http://127.0.0.1:8888`, SEARXNG_URL's): a fetch
   * that starts on one (scheme, host and port exactly) skips the address check, and so do its
   * redirects that stay on that origin. A redirect to any other origin is checked as usual, so a
   * configured service on a public host cannot lead the server to another one on a private address.
   */
  trustedOrigins?: readonly string[];
  /**
   * Further origins the operator vouches for (FETCH_TRUSTED_ORIGINS): trusted where a fetch
   * starts, and where a fetch still on trusted origins is redirected to.
   */
  trustedRedirectOrigins?: readonly string[];
  /** Resolves host names (the system resolver unless a test injects its own). */
  lookup?: HostLookup;
  /** Time for a whole fetch, redirects and body included (10 s). */
  timeoutMs?: number;
  /** Largest body read, in bytes after decompression (2 MiB). */
  maxBytes?: number;
  /** Redirects followed at most (5). */
  maxRedirects?: number;
  userAgent?: string;
}

export interface SafeFetchOptions {
  /** The caller's cancellation; the fetch ends with reason `aborted`. */
  signal?: AbortSignal;
  /** Media types accepted (TEXT_CONTENT_TYPES unless given); any other is refused. */
  accept?: readonly string[];
}

/** A fetched text: the final URL after redirects, its status, media type and decoded body. */
export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

/** Fetches URLs (a user's, a search result's, a configured service's); every failure is a FetchRefusedError. */
export interface SafeFetcher {
  fetch(url: string | URL, options?: SafeFetchOptions): Promise<SafeFetchResult>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

/** The URL of `input`, refused unless http(s) without credentials. */
function parsedUrl(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new FetchRefusedError('scheme', `not a valid URL: ${String(input)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('scheme', `${url.protocol} URLs are not fetched`);
  }
  if (url.username || url.password) {
    throw new FetchRefusedError('scheme', `${url.origin}: URLs with credentials are not fetched`);
  }
  return url;
}

/** Refuses a URL whose host is, by its spelling alone, an address or a name off limits. */
function refuseLocalHost(url: URL): void {
  // WHATWG URL has already turned 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const range = isIP(host) ? refusedRangeOf(host) : undefined;
  if (range) throw new FetchRefusedError('address', `${url.origin} is ${range}`);
  if (!isIP(host) && isRefusedHostname(host)) {
    throw new FetchRefusedError('address', `${url.origin} names a local or metadata host`);
  }
}

function findRefusal(error: unknown): FetchRefusedError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof FetchRefusedError) return cause;
  }
  return undefined;
}

function codeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
}

/**
 * Creates a fetcher: the one every outbound fetch of a user-influenced URL goes through (trusting
 * nothing), or one for the services the operator configured (trusting their origins).
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const userAgent = options.userAgent ?? `${PRODUCT_NAME} (self-hosted)`;
  const originsOf = (list: readonly string[] | undefined) =>
    new Set((list ?? []).map((origin) => new URL(origin).origin));
  const trusted = originsOf(options.trustedOrigins);
  const redirectTrusted = originsOf(options.trustedRedirectOrigins);
  const agentFor = (isTrustedOrigin: (origin: string) => boolean) =>
    new Agent({
      connect: createCheckedConnector({
        lookupHost: options.lookup ?? lookupHostWithSystemDns,
        isTrustedOrigin,
        connectTimeoutMs: timeoutMs,
      }),
    });
  // Whether a hop is trusted is decided per request, so a trusted origin is reached through its
  // own pool: a hop that must be checked never rides on a connection made without the check.
  const checkedAgent = agentFor(() => false);
  const trustedAgent =
    trusted.size + redirectTrusted.size > 0
      ? agentFor((origin) => trusted.has(origin) || redirectTrusted.has(origin))
      : checkedAgent;

  /** Follows redirects itself, checking each target, up to the final response. */
  async function fetchFinal(input: string | URL, signal: AbortSignal, accept: readonly string[]) {
    let url = parsedUrl(input);
    let isTrusted = trusted.has(url.origin) || redirectTrusted.has(url.origin);
    for (let redirects = 0; ; redirects += 1) {
      if (!isTrusted) refuseLocalHost(url);
      const response: Response = await fetch(url, {
        dispatcher: isTrusted ? trustedAgent : checkedAgent,
        redirect: 'manual',
        signal,
        headers: { 'user-agent': userAgent, accept: accept.join(', ') },
      });
      if (!REDIRECT_STATUSES.has(response.status)) return { url, response };
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) {
        throw new FetchRefusedError('redirects', `${url.origin} redirected without a Location`);
      }
      if (redirects === maxRedirects) {
        throw new FetchRefusedError('redirects', `more than ${maxRedirects} redirects`);
      }
      const next = parsedUrl(location, url);
      // Trust never enters a fetch from outside: only a trusted hop passes it on, to its own
      // origin or to one the operator vouched for.
      isTrusted = isTrusted && (next.origin === url.origin || redirectTrusted.has(next.origin));
      url = next;
    }
  }

  async function fetchText(input: string | URL, fetchOptions: SafeFetchOptions = {}) {
    const accept = fetchOptions.accept ?? TEXT_CONTENT_TYPES;
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = fetchOptions.signal;
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    let origin = '';
    try {
      const { url, response } = await fetchFinal(input, signal, accept);
      origin = url.origin;
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel();
        throw new FetchRefusedError('status', `${origin} answered ${response.status}`, {
          status: response.status,
        });
      }
      const contentType = parseContentType(response.headers.get('content-type'));
      if (!accept.includes(contentType.mediaType)) {
        await response.body?.cancel();
        const type = contentType.mediaType || 'no content type';
        throw new FetchRefusedError('content-type', `${origin} sent ${type}`);
      }
      if (Number(response.headers.get('content-length')) > maxBytes) {
        await response.body?.cancel();
        throw new FetchRefusedError('too-large', `${origin} announced more than ${maxBytes} bytes`);
      }
      const bytes = await readCappedBody(response.body, maxBytes, origin);
      const text = decodeText(bytes, contentType.charset);
      return { url: url.href, status: response.status, contentType: contentType.mediaType, text };
    } catch (error) {
      const refusal = findRefusal(error);
      if (refusal) throw refusal;
      const target = origin || String(input);
      if (callerSignal?.aborted) {
        throw new FetchRefusedError('aborted', `fetch of ${target} cancelled`, { cause: error });
      }
      if (timeout.aborted) {
        const message = `fetch of ${target} took longer than ${timeoutMs} ms`;
        throw new FetchRefusedError('timeout', message, { cause: error });
      }
      const message = `fetch of ${target} failed: ${codeOf(error)}`;
      throw new FetchRefusedError('network', message, { cause: error });
    }
  }

  return {
    fetch: fetchText,
    close: async () => {
      await checkedAgent.close();
      if (trustedAgent !== checkedAgent) await trustedAgent.close();
    },
  };
}

import { createSearxngSearch } from '../../adapters/search/searxng';
import { NEWS_FEED_TYPES, parseNewsFeed } from '../../adapters/news/news-feed';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { createWikipediaClient } from '../../adapters/wikipedia/wikipedia.client';
import { FetchRefusedError, type SafeFetcher } from '../../net';
import { ServiceCheckError } from './check-failure';

/**
 * The cheap request that tells whether a service answers, one per kind of service. Each goes the
 * way the server's own requests to the service go (the service fetcher, the adapter's client), so
 * an answer means the real requests can get through; each resolves when the service answered and
 * throws otherwise. `signal` ends the probe when its time is up.
 */

/** A word any search engine and any wiki has results for. */
const PROBE_QUERY = 'encyclopedia';

function findRefusal(error: unknown): FetchRefusedError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof FetchRefusedError) return cause;
  }
  return undefined;
}

/** SearXNG's JSON search, as web search asks it. */
export async function probeSearxng(
  baseUrl: string,
  fetcher: Pick<SafeFetcher, 'fetch'>,
  signal: AbortSignal,
): Promise<void> {
  try {
    await createSearxngSearch({ baseUrl, fetcher }).search(PROBE_QUERY, { limit: 1, signal });
  } catch (error) {
    const refusal = findRefusal(error);
    if (refusal?.status === 403) {
      throw new ServiceCheckError(
        'it answered HTTP 403: its settings must list json under search.formats',
        { cause: error },
      );
    }
    if (refusal) throw refusal;
    throw new ServiceCheckError('it answered, but not with search results in JSON', {
      cause: error,
    });
  }
}

/** One news feed, read and parsed as the news refresh does. */
export async function probeNewsFeed(
  url: string,
  fetcher: Pick<SafeFetcher, 'fetch'>,
  signal: AbortSignal,
): Promise<void> {
  const { text } = await fetcher.fetch(url, { accept: NEWS_FEED_TYPES, signal });
  try {
    parseNewsFeed(text);
  } catch (error) {
    throw new ServiceCheckError('it answered, but not with an RSS or Atom feed', { cause: error });
  }
}

/** A one-result search of the wiki's Action API, through the encyclopedia's own client. */
export async function probeWikipedia(
  options: { baseUrl: string; userAgent: string; timeoutMs: number },
  signal: AbortSignal,
): Promise<void> {
  try {
    await createWikipediaClient(options).search(PROBE_QUERY, { limit: 1, signal });
  } catch (error) {
    if (signal.aborted || findRefusal(error)) throw error;
    throw new ServiceCheckError('it answered, but not as a MediaWiki API', { cause: error });
  }
}

/** A GET that must answer 2xx with JSON; the body is returned. */
async function getJson(
  url: URL,
  options: { headers?: Record<string, string>; signal: AbortSignal },
): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...options.headers },
    signal: options.signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    const refused = response.status === 401 || response.status === 403;
    throw new ServiceCheckError(
      `it answered HTTP ${response.status}${refused ? ': the credentials were refused' : ''}`,
    );
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ServiceCheckError('it answered, but not with JSON', { cause: error });
  }
}

/** `base` with `path` appended (a base with a path keeps it: `/v1` + `models` is `/v1/models`). */
function under(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

/** The OpenAI-compatible model list, with the key the chat sends. */
export async function probeModelServer(
  options: { baseUrl: string; apiKey: string | undefined },
  signal: AbortSignal,
): Promise<void> {
  const headers = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : undefined;
  await getJson(under(options.baseUrl, 'models'), { ...(headers ? { headers } : {}), signal });
}

/** A Piston server's runtime list. */
export async function probeCodeRunner(baseUrl: string, signal: AbortSignal): Promise<void> {
  await getJson(under(baseUrl, 'api/v2/runtimes'), { signal });
}

/** OpenID Connect discovery, as a sign-in starts with. */
export async function probeOidcIssuer(issuer: string, signal: AbortSignal): Promise<void> {
  const document = await getJson(under(issuer, '.well-known/openid-configuration'), { signal });
  if (typeof document !== 'object' || document === null || !('issuer' in document)) {
    throw new ServiceCheckError('it answered, but not with an OpenID Connect discovery document');
  }
}

/** An SMTP connection with the configured sign-in (nodemailer's verify), closed at once. */
export async function probeMailServer(
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<void> {
  // nodemailer loads here, on the first check, rather than with the server.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const onAbort = () => transport.close();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    await transport.verify();
  } finally {
    signal.removeEventListener('abort', onAbort);
    transport.close();
  }
}

/** A read of a key that does not exist: the bucket answers "no such key" when all is well. */
export async function probeObjectStorage(objects: ObjectStorage): Promise<void> {
  await objects.get('service-check/absent');
}

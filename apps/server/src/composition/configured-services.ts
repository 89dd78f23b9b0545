import type { Env } from '../config/env';
import { SERVER_VERSION } from '../config/paths';
import type { ObjectStorage } from '../adapters/object-storage/object-storage';
import { buildWikipediaUserAgent } from '../adapters/wikipedia/wikipedia.client';
import type { SafeFetcher } from '../net';
import {
  probeCodeRunner,
  probeMailServer,
  probeModelServer,
  probeNewsFeed,
  probeObjectStorage,
  probeOidcIssuer,
  probeSearxng,
  probeWikipedia,
  SERVICE_CHECK_TIMEOUT_MS,
  type ServiceCheck,
} from '../modules/services';

/**
 * Every service the operator configured by a URL, and how to ask it whether it answers (with the
 * services module's probes). How the server's own requests reach each one (docs/SECURITY.md,
 * "Outbound fetches"):
 * - SEARXNG_URL and NEWS_FEEDS: the service fetcher, which trusts their origins (serviceOrigins);
 * - WIKIPEDIA_BASE_URL: the encyclopedia client's fetcher, trusting that origin;
 * - GOOGLE_DOCS_BASE_URL: the Google Docs fetcher (adapters.ts), trusting that origin (not checked here: it
 *   is only asked for a link a user sends, and that user is told when it fails);
 * - AI_BASE_URL, CODE_RUNNER_URL, GOOGLE_OIDC_ISSUER, SMTP_URL, FILES_S3_ENDPOINT,
 *   STRIPE_API_BASE_URL: their own clients (AI SDK, fetch, openid-client, nodemailer, AWS SDK,
 *   Stripe SDK), directly: each is given credentials, so only the operator's own choice of
 *   address is ever contacted, and nothing a user sends becomes part of it.
 * Stripe is not checked: its key and price are proven by the first checkout.
 */

/** A check of a service the configuration names, by the variable that names it. */
type ConfiguredCheck = ServiceCheck & { variable: keyof Env };

/** What the probes reach the services with. */
export interface ServiceCheckDeps {
  /** The service fetcher (trusting the configured origins), as news and web search use it. */
  fetcher: Pick<SafeFetcher, 'fetch'>;
  objectStorage: ObjectStorage;
  /** How long one probe may take (by default the services module's limit). */
  timeoutMs?: number;
}

/** The origin of an http(s) URL, or `smtp://host:port` of a mail server URL: no credentials. */
export function addressOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  const port = parsed.port ? `:${parsed.port}` : '';
  return `${parsed.protocol}//${parsed.hostname}${port}`;
}

/** The origins the service fetcher trusts: those of SEARXNG_URL and every NEWS_FEEDS feed. */
export function serviceOrigins(env: Pick<Env, 'SEARXNG_URL' | 'NEWS_FEEDS'>): string[] {
  const urls = [
    ...(env.SEARXNG_URL ? [env.SEARXNG_URL] : []),
    ...(env.NEWS_FEEDS ?? []).map((f) => f.url),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The network lookups' services: asked only when KNOWLEDGE_LOOKUP is on, as they are used. */
function lookupChecks(env: Env, deps: ServiceCheckDeps): ConfiguredCheck[] {
  if (!env.KNOWLEDGE_LOOKUP) return [];
  const checks: ConfiguredCheck[] = [];
  const { SEARXNG_URL } = env;
  if (SEARXNG_URL) {
    checks.push({
      name: 'SearXNG',
      variable: 'SEARXNG_URL',
      address: addressOf(SEARXNG_URL),
      probe: (signal) => probeSearxng(SEARXNG_URL, deps.fetcher, signal),
    });
  }
  for (const feed of env.NEWS_FEEDS ?? []) {
    checks.push({
      name: `News feed (${feed.category})`,
      variable: 'NEWS_FEEDS',
      address: addressOf(feed.url),
      probe: (signal) => probeNewsFeed(feed.url, deps.fetcher, signal),
    });
  }
  const wiki = {
    baseUrl: env.WIKIPEDIA_BASE_URL,
    userAgent: buildWikipediaUserAgent(SERVER_VERSION, env.SUPPORT_EMAIL),
    timeoutMs: deps.timeoutMs ?? SERVICE_CHECK_TIMEOUT_MS,
  };
  checks.push({
    name: 'Wikipedia',
    variable: 'WIKIPEDIA_BASE_URL',
    address: addressOf(env.WIKIPEDIA_BASE_URL),
    probe: (signal) => probeWikipedia(wiki, signal),
  });
  return checks;
}

/** Every service this configuration names, each with its probe, in the order Settings lists them. */
export function configuredServiceChecks(env: Env, deps: ServiceCheckDeps): ConfiguredCheck[] {
  const checks: ConfiguredCheck[] = [];
  const { AI_BASE_URL, CODE_RUNNER_URL, SMTP_URL } = env;
  if (AI_BASE_URL) {
    checks.push({
      name: 'Model server',
      variable: 'AI_BASE_URL',
      address: addressOf(AI_BASE_URL),
      probe: (signal) => probeModelServer({ baseUrl: AI_BASE_URL, apiKey: env.AI_API_KEY }, signal),
    });
  }
  checks.push(...lookupChecks(env, deps));
  if (CODE_RUNNER_URL) {
    checks.push({
      name: 'Code runner',
      variable: 'CODE_RUNNER_URL',
      address: addressOf(CODE_RUNNER_URL),
      probe: (signal) => probeCodeRunner(CODE_RUNNER_URL, signal),
    });
  }
  if (SMTP_URL) {
    checks.push({
      name: 'Mail server',
      variable: 'SMTP_URL',
      address: addressOf(SMTP_URL),
      probe: (signal) =>
        probeMailServer(SMTP_URL, deps.timeoutMs ?? SERVICE_CHECK_TIMEOUT_MS, signal),
    });
  }
  if (env.GOOGLE_CLIENT_ID) {
    checks.push({
      name: 'Google sign-in',
      variable: 'GOOGLE_OIDC_ISSUER',
      address: addressOf(env.GOOGLE_OIDC_ISSUER),
      probe: (signal) => probeOidcIssuer(env.GOOGLE_OIDC_ISSUER, signal),
    });
  }
  if (env.FILES_S3_BUCKET) {
    checks.push({
      name: `File storage (bucket ${env.FILES_S3_BUCKET})`,
      variable: env.FILES_S3_ENDPOINT ? 'FILES_S3_ENDPOINT' : 'FILES_S3_BUCKET',
      address: env.FILES_S3_ENDPOINT
        ? addressOf(env.FILES_S3_ENDPOINT)
        : `AWS S3 (${env.FILES_S3_REGION})`,
      probe: () => probeObjectStorage(deps.objectStorage),
    });
  }
  return checks;
}

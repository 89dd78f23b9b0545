import { FILES } from '@polymath/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createMailSender } from '../adapters/mail/create-mail-sender';
import type { MailSender } from '../adapters/mail/mail-sender';
import { createObjectStorage } from '../adapters/object-storage/create-object-storage';
import type { ObjectStorage } from '../adapters/object-storage/object-storage';
import type { OidcClient } from '../adapters/oidc/oidc-client';
import { createSearxngSearch } from '../adapters/search/searxng';
import type { WebSearchEngine } from '../adapters/search/web-search';
import type { Env } from '../config/env';
import { createInProcessJobQueue } from '../jobs/in-process-job-queue';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentsGateway } from '../modules/billing';
import { type CodeRunner, createDefaultRunners } from '../modules/code';
import { createSafeFetcher, type SafeFetcher } from '../net';
import { serviceOrigins } from './configured-services';

/** Requests to the OpenID Connect provider are abandoned after this long. */
const OIDC_TIMEOUT_SECONDS = 10;
/** A Google Doc's export is read up to this many bytes per character the files module keeps. */
const GOOGLE_DOC_BYTES_PER_KEPT_CHAR = 4;

/** Adapters a caller hands in instead of the ones the configuration names (start.ts, tests). */
export interface GivenAdapters {
  jobs?: JobQueue | undefined;
  mail?: MailSender | undefined;
  fetcher?: SafeFetcher | undefined;
  pageFetcher?: SafeFetcher | undefined;
  objectStorage?: ObjectStorage | undefined;
  codeRunners?: CodeRunner[] | undefined;
}

/** Every adapter the modules are handed, each built once from the configuration. */
export interface Adapters {
  /** Background and scheduled work (started here; stopped by close). */
  jobs: JobQueue;
  mail: MailSender;
  /** The service fetcher: trusts the origins of SEARXNG_URL and the NEWS_FEEDS feeds. */
  fetcher: SafeFetcher;
  /** Search result pages and users' links: trusts no origin. */
  pageFetcher: SafeFetcher;
  /** Google Docs links: trusts GOOGLE_DOCS_BASE_URL's origin. */
  googleDocsFetcher: SafeFetcher;
  objectStorage: ObjectStorage;
  /** Google sign-in; null without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  oidc: OidcClient | null;
  /** Stripe; null without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
  payments: PaymentsGateway | null;
  /** SearXNG; null without SEARXNG_URL or with KNOWLEDGE_LOOKUP off. */
  searchEngine: WebSearchEngine | null;
  /** Vibe-Coding's runners (closed by the code module). */
  codeRunners: CodeRunner[];
  /**
   * Stops the jobs (draining running ones within a third of SHUTDOWN_GRACE_MS) and closes what was
   * built here; a given object storage is its giver's to close.
   */
  close(): Promise<void>;
}

/** Builds (or takes from `given`) every adapter, and starts the job queue. */
export async function createAdapters(
  env: Env,
  given: GivenAdapters,
  logger: FastifyBaseLogger,
): Promise<Adapters> {
  const jobs = given.jobs ?? createInProcessJobQueue();
  await jobs.start();
  const mail = given.mail ?? (await createMailSender(env, logger));
  const fetcher =
    given.fetcher ??
    createSafeFetcher({
      trustedOrigins: serviceOrigins(env),
      trustedRedirectOrigins: env.FETCH_TRUSTED_ORIGINS,
    });
  const pageFetcher = given.pageFetcher ?? createSafeFetcher();
  const googleDocsFetcher = createSafeFetcher({
    trustedOrigins: [new URL(env.GOOGLE_DOCS_BASE_URL).origin],
    maxBytes: FILES.storedTextChars * GOOGLE_DOC_BYTES_PER_KEPT_CHAR,
  });
  const objectStorage = given.objectStorage ?? (await createObjectStorage(env));
  return {
    jobs,
    mail,
    fetcher,
    pageFetcher,
    googleDocsFetcher,
    objectStorage,
    oidc: await oidcClientOf(env),
    payments: await paymentsGatewayOf(env),
    searchEngine:
      env.SEARXNG_URL && env.KNOWLEDGE_LOOKUP
        ? createSearxngSearch({ baseUrl: env.SEARXNG_URL, fetcher })
        : null,
    codeRunners: given.codeRunners ?? createDefaultRunners({ codeRunnerUrl: env.CODE_RUNNER_URL }),
    async close() {
      await jobs.stop({ timeoutMs: Math.floor(env.SHUTDOWN_GRACE_MS / 3) });
      mail.close();
      await fetcher.close();
      await pageFetcher.close();
      await googleDocsFetcher.close();
      if (!given.objectStorage) await objectStorage.close();
    },
  };
}

// The OpenID Connect client and the Stripe SDK are loaded only when they are configured.

async function oidcClientOf(env: Env): Promise<OidcClient | null> {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const { createOidcClient } = await import('../adapters/oidc/oidc-client');
  return createOidcClient({
    issuer: env.GOOGLE_OIDC_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    timeoutSeconds: OIDC_TIMEOUT_SECONDS,
  });
}

async function paymentsGatewayOf(env: Env): Promise<PaymentsGateway | null> {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const { createStripeGateway } = await import('../adapters/stripe/stripe-gateway');
  return createStripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}),
  });
}

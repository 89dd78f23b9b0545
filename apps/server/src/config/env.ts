import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ADS, FILES, LIMITS, SUPPORT_EMAIL } from '@polymath/shared';
import { z } from 'zod';
import { CODE_RUNNER_SETTINGS } from './code-runner-settings';
import { checkFileStorageSettings, FILE_STORAGE_SETTINGS } from './file-storage-settings';
import { newsFeeds } from './news-feeds';
import { originList, trustedProxies } from './network-settings';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { STORED_DATA_SETTINGS } from './stored-data-settings';
import { booleanFlag, httpUrl, positiveInt } from './setting-types';

/**
 * The server's configuration. This is the only module that reads `process.env` (eslint enforces it):
 * everything else receives a parsed, typed `Env`. Each variable carries a one-line description.
 * Empty values (`PORT=` in a .env file) count as unset, so the default applies.
 */

/** `a@x.org, B@Y.org` → normalised addresses (trimmed, lower case), blanks dropped. */
function parseEmailList(value: string): string[] {
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Runtime mode: development, production or test.'),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(3000)
    .describe('TCP port the HTTP server listens on (0 picks a free port).'),
  HOST: z
    .string()
    .min(1)
    .default('localhost')
    .describe('Interface to bind; use 0.0.0.0 to accept connections from other machines.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe(
      'Folder for local data (the embedded PGlite database), relative to the working directory.',
    ),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional()
    .describe(
      'PostgreSQL connection URL; when set it is used instead of the embedded PGlite database.',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Minimum level of the JSON log written to stdout.'),
  REQUEST_TIMEOUT_MS: positiveInt
    .default(30_000)
    .describe(
      'Time a client has to send a whole request (answered with 408); idle sockets close after 4x this.',
    ),
  BODY_LIMIT_BYTES: positiveInt
    .default(1_048_576)
    .describe(
      'Largest JSON request body accepted (413 above it); file uploads have their own limit.',
    ),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1000)
    .describe(
      'Load shedding: when the event-loop delay stays above this for 3 s while at least 8 API requests wait, new ones get 503 with Retry-After (0 turns it off).',
    ),
  SHUTDOWN_GRACE_MS: positiveInt
    .default(10_000)
    .describe(
      'On SIGTERM/SIGINT, in-flight requests get this long to finish; then they are cut, and 5 s later the process exits (code 1) whatever is left.',
    ),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the built web app to serve; defaults to apps/web/dist next to the server.',
    ),
  SUPPORT_EMAIL: z
    .email()
    .default(SUPPORT_EMAIL)
    .describe('Address Settings → Contact Support opens (published by GET /api/config).'),
  AI_BASE_URL: httpUrl()
    .optional()
    .describe(
      'OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio...); unset uses the built-in engine.',
    ),
  AI_API_KEY: z
    .string()
    .optional()
    .describe('API key sent to AI_BASE_URL as a bearer token (local servers usually need none).'),
  AI_MODEL: z
    .string()
    .min(1)
    .optional()
    .describe('Model name requested from AI_BASE_URL (required when AI_BASE_URL is set).'),
  LOCAL_MODEL_PATH: z
    .string()
    .min(1)
    .optional()
    .describe('A GGUF model file the server runs (npm run model:pull); not with AI_BASE_URL.'),
  LOCAL_MODEL_CONTEXT_SIZE: positiveInt
    .default(2048)
    .describe('Tokens the local model keeps in view: the prompt, its sources and the answer.'),
  LOCAL_MODEL_THREADS: positiveInt
    .default(availableParallelism())
    .describe('CPU threads the local model generates with (default: every core).'),
  LOCAL_MODEL_MAX_ANSWER_TOKENS: positiveInt
    .default(1024)
    .describe('The longest answer the local model writes, in tokens; longer ones end there.'),
  LOCAL_MODEL_MAX_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(4)
    .describe(
      'Questions that may wait for the local model behind the one it answers; more get 503 UNAVAILABLE.',
    ),
  AI_VISION: booleanFlag
    .default(false)
    .describe('The model at AI_BASE_URL reads images: it describes an uploaded picture.'),
  AI_TIMEOUT_MS: positiveInt
    .default(60_000)
    .describe(
      'A model reply that takes longer than this is abandoned with the chat error message.',
    ),
  WIKIPEDIA_BASE_URL: httpUrl()
    .default('https://en.wikipedia.org')
    .describe('Encyclopedia API the knowledge store learns from (a MediaWiki site or a mirror).'),
  GOOGLE_DOCS_BASE_URL: httpUrl()
    .default('https://docs.google.com')
    .describe('Where shared Google Docs, Sheets and Slides links are exported as text.'),
  WIKIPEDIA_TIMEOUT_MS: positiveInt
    .default(8000)
    .describe('Each encyclopedia request is abandoned after this long.'),
  KNOWLEDGE_LOOKUP: booleanFlag
    .default(true)
    .describe(
      'Set to false to answer only from what the knowledge store and the news cache already hold (no network).',
    ),
  BACKGROUND_LEARNING_REQUESTS_PER_MINUTE: positiveInt
    .default(30)
    .describe(
      'Encyclopedia lookups per minute the background learner makes at most, per server process (a search, then the article it finds read whole: two requests).',
    ),
  NEWS_FEEDS: newsFeeds
    .optional()
    .describe(
      'RSS/Atom feeds for Live Events and news questions as comma-separated category=url pairs (categories: breaking, world, tech, sports, weather, markets, entertainment, politics, general; one may repeat). Unset: a default list of public feeds.',
    ),
  NEWS_REFRESH_MINUTES: positiveInt
    .max(720)
    .default(30)
    .describe(
      'News feeds are fetched again this often (at most 720: twice a day); older headlines are kept 7 days.',
    ),
  SEARXNG_URL: httpUrl()
    .optional()
    .describe(
      "A SearXNG instance for web search (its settings must allow the json format). Unset: questions are answered without the web. Its origin is trusted for the server's own requests, so one on a private address (a container beside Polymath) works as it is.",
    ),
  WEB_SEARCH_PAGES: positiveInt
    .max(10)
    .default(4)
    .describe('Search result pages read per question at most (three at a time).'),
  FETCH_TRUSTED_ORIGINS: originList
    .default([])
    .describe(
      "Rarely needed: comma-separated further origins you run (https://feeds.lan) that a configured service (SEARXNG_URL, a NEWS_FEEDS feed) may redirect the server's own requests to although their address is private; configured services need no entry, and search results and users' links never reach any of them.",
    ),
  CHAT_REPLY_TTL_MS: positiveInt
    .default(10 * 60_000)
    .describe('A reply whose stream was cut off is kept this long for the browser to pick up.'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform(parseEmailList)
    .describe(
      'Comma-separated e-mail addresses of admins: once signed in they count as premium and bypass limits.',
    ),
  AUTH_TOKEN_TTL_DAYS: positiveInt
    .default(30)
    .describe('A sign-in token expires this many days after it was issued.'),
  AUTH_MAX_FAILURES: positiveInt
    .default(5)
    .describe(
      'Failed sign-ins per e-mail and client address before 429 RATE_LIMITED; past as many on one e-mail from anywhere, each further try from an unrecognised browser whose client failed in the window waits a growing delay (up to a minute).',
    ),
  AUTH_ADDRESS_MAX_FAILURES: positiveInt
    .default(20)
    .describe(
      'Failed sign-ins (whatever the e-mail) and registrations of taken addresses per client address before 429 RATE_LIMITED.',
    ),
  AUTH_FAILURE_WINDOW_MINUTES: positiveInt
    .default(15)
    .describe('The window the failure limits count in; the counts restart when it has passed.'),
  CHAT_BURST_MESSAGES: positiveInt
    .default(10)
    .describe(
      'Chat messages one caller (user, guest or address) may send within 10 seconds before 429 RATE_LIMITED.',
    ),
  CHAT_MESSAGES_PER_MINUTE: positiveInt
    .default(30)
    .describe('Chat messages one caller may send within a minute before 429 RATE_LIMITED.'),
  FREE_MESSAGES_PER_MONTH: positiveInt
    .optional()
    .describe(
      "Chat messages a free account may send per month before 429 LIMIT_REACHED; unset: unlimited, as the free plan's text says.",
    ),
  ...STORED_DATA_SETTINGS,
  // An account's files go with their conversation; a guest's conversations live in the browser.
  FILES_GUEST_RETENTION_DAYS: positiveInt
    .default(7)
    .describe("Days a guest's sent files are kept."),
  FILES_GUEST_ADDRESS_KEPT_BYTES: positiveInt
    .default(4 * FILES.guestKeptBytes)
    .describe(
      "Bytes of files all guests at one client address keep together, whatever anonymous ids they send; a guest's upload past it drops the address's oldest files.",
    ),
  ...FILE_STORAGE_SETTINGS,
  ...CODE_RUNNER_SETTINGS,
  AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: positiveInt
    .default(10)
    .describe('Registrations per client address within an hour before 429 RATE_LIMITED.'),
  GUEST_MESSAGE_LIMIT: positiveInt
    .default(LIMITS.guestMessages)
    .describe(
      'Free chat messages per guest (anonymous id; a caller sending none is one guest per address) and month before 429 GUEST_LIMIT.',
    ),
  GUEST_ADDRESS_MESSAGE_LIMIT: positiveInt
    .default(50)
    .describe(
      'Guest chat messages per client address and month, whatever anonymous ids it sends (clearing storage does not reset it).',
    ),
  GOOGLE_OIDC_ISSUER: httpUrl()
    .default('https://accounts.google.com')
    .describe(
      'OpenID Connect issuer for "Continue with Google" (discovered at start of each sign-in).',
    ),
  GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      'OAuth client id for Google sign-in; with GOOGLE_CLIENT_SECRET it turns the button on.',
    ),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('OAuth client secret for Google sign-in.'),
  PUBLIC_BASE_URL: httpUrl()
    .optional()
    .describe(
      'The address users reach the server at (Google redirect URI, checkout return pages, links in mails); unset uses the request host (mailed links: http://localhost:PORT), which production refuses once Stripe, Google sign-in or SMTP_URL is on.',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
    .optional()
    .describe(
      'Mail server for verification and password reset links (smtp://user:pass@host:587, smtps:// for TLS on connect); unset: each mail is written to a file in DATA_DIR/mail-outbox instead.',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Polymath <no-reply@localhost>')
    .describe('Sender of the mails Polymath sends ("Name <address>").'),
  ADS_PUBLISHER_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Ad network publisher id (ca-pub-…); unset or the placeholder shows only the house Premium banner.',
    ),
  ADS_SLOT_ID: z
    .string()
    .min(1)
    .optional()
    .describe('Ad unit (slot) id for the desktop slot and the mobile popup.'),
  ADS_SCRIPT_URL: httpUrl()
    .default(ADS.defaultScriptUrl)
    .describe(
      'Ad network loader script (?client=<publisher id> is appended); its origin is allowed by the CSP.',
    ),
  ADS_POPUP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(ADS.popupDelayDefaultMs)
    .describe("Delay before the mobile ad popup after the user's 3rd, 6th, 9th … message."),
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Stripe secret key; with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID_PREMIUM it turns payments on.',
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('Signing secret (whsec_…) of the webhook endpoint POST /api/stripe/webhook.'),
  STRIPE_PRICE_ID_PREMIUM: z
    .string()
    .min(1)
    .optional()
    .describe('Stripe price id of the monthly Premium plan; the only price checkout accepts.'),
  STRIPE_API_BASE_URL: httpUrl()
    .optional()
    .describe("Stripe API address other than Stripe's own (a local stand-in for tests)."),
  TRUST_PROXY: trustedProxies
    .default(false)
    .describe(
      "Behind a reverse proxy: 'true' when the server is reached only through one proxy, or the proxies' addresses (IPs, CIDRs, loopback, uniquelocal, linklocal; comma-separated); client addresses and protocol then come from X-Forwarded-*, read from the right so a client cannot choose its own address.",
    ),
});

type ParsedEnv = z.output<typeof EnvSchema>;

/** The parsed configuration; paths are absolute. */
export interface Env extends Omit<ParsedEnv, 'WEB_DIST_DIR'> {
  WEB_DIST_DIR: string;
}

/** Every variable the server reads, with its one-line description (for docs and error messages). */
export const ENV_DOCS: Readonly<Record<keyof Env, string>> = Object.fromEntries(
  Object.entries(EnvSchema.shape).map(([name, schema]) => [name, schema.description ?? '']),
) as Record<keyof Env, string>;

/** Thrown when the environment is invalid; the message lists every problem, one per line. */
export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/**
 * Parses the configuration once. Relative DATA_DIR and WEB_DIST_DIR are resolved against `cwd`
 * (the process's working directory unless a test passes its own).
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Env {
  const known = Object.keys(EnvSchema.shape);
  const input = Object.fromEntries(
    known.map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = EnvSchema.refine((env) => !env.AI_BASE_URL || env.AI_MODEL, {
    path: ['AI_MODEL'],
    message: 'required when AI_BASE_URL is set',
  })
    .refine((env) => !env.AI_BASE_URL || !env.LOCAL_MODEL_PATH, {
      path: ['LOCAL_MODEL_PATH'],
      message: 'choose one engine: set AI_BASE_URL or LOCAL_MODEL_PATH, not both',
    })
    .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
      path: ['GOOGLE_CLIENT_SECRET'],
      message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
    })
    .refine(
      (env) =>
        !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET &&
        !env.STRIPE_SECRET_KEY === !env.STRIPE_PRICE_ID_PREMIUM,
      {
        path: ['STRIPE_SECRET_KEY'],
        message:
          'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID_PREMIUM are set together or not at all',
      },
    )
    // Without it, checkout return pages and the Google redirect would be built from the request's
    // Host header, which any client can set, and mailed links would point at localhost.
    .refine(
      (env) =>
        env.NODE_ENV !== 'production' ||
        env.PUBLIC_BASE_URL !== undefined ||
        (!env.STRIPE_SECRET_KEY && !env.GOOGLE_CLIENT_ID && !env.SMTP_URL),
      {
        path: ['PUBLIC_BASE_URL'],
        message: 'required in production when Stripe, Google sign-in or SMTP_URL is configured',
      },
    )
    .superRefine(checkFileStorageSettings)
    .safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const doc = ENV_DOCS[name as keyof Env];
      return doc ? `${name}: ${issue.message} (${doc})` : `${name}: ${issue.message}`;
    });
    throw new EnvError(problems);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: resolve(cwd, env.DATA_DIR),
    ...(env.LOCAL_MODEL_PATH ? { LOCAL_MODEL_PATH: resolve(cwd, env.LOCAL_MODEL_PATH) } : {}),
    WEB_DIST_DIR: env.WEB_DIST_DIR ? resolve(cwd, env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
  };
}

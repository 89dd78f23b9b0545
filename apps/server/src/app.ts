import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError, ID_MAX_CHARS, REQUEST_ID_HEADER } from '@polymath/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { SERVER_VERSION } from './config/paths';
import type { DatabaseHandle } from './db/client';
import { errorBody } from './http/error-body';
import { trackRoutes } from './http/route-table';
import type { MailSender } from './adapters/mail/mail-sender';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { createAdapters } from './composition/adapters';
import { createModules } from './composition/modules';
import type { JobQueue } from './jobs/job-queue';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLogger, RequestLogController } from './logger';
import type { PlanSource } from './modules/auth';
import type { AiEngine } from './modules/chat';
import type { CodeRunner } from './modules/code';
import type { KnowledgeService } from './modules/knowledge';
import type { SafeFetcher } from './net';
import { createServerErrorsModule } from './modules/server-errors';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  type PageFallback,
  registerErrorHandling,
} from './plugins/error-handler';
import { type LoadSheddingTuning, registerLoadShedding } from './plugins/load-shedding';
import { adNetworkCspAdditions } from './plugins/ad-network-csp';
import { registerCodePreviewFrame } from './plugins/code-preview-frame';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerSwagger } from './plugins/swagger';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** The model that answers chat messages (composition/chat-engine.ts `createChatEngine`). */
  model: AiEngine;
  /** The knowledge store answers draw their sources from. */
  knowledge: KnowledgeService;
  /**
   * The job runner, background and scheduled work (start.ts passes createJobQueue's, pg-boss on
   * PostgreSQL); by default jobs run in process. buildApp starts it and stops it (draining running
   * jobs) when the app closes.
   */
  jobs?: JobQueue;
  /** Defaults to a pino logger at env.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Shared with server.ts so shutdown can flip readiness; a fresh one by default. */
  lifecycle?: Lifecycle;
  /** Who has an active subscription; by default the billing module's stored Stripe state. */
  planSource?: PlanSource;
  /** The clock usage counters are kept by (their month); tests move it to the next month. */
  now?: () => Date;
  /**
   * Delivers verification and password reset mails; by default SMTP at SMTP_URL, or the log when
   * it is unset.
   */
  mail?: MailSender;
  /**
   * Fetches what the operator configured (feeds, the search engine); by default the SSRF-safe
   * fetcher trusting their origins (and redirects to FETCH_TRUSTED_ORIGINS).
   */
  fetcher?: SafeFetcher;
  /** Fetches search result pages; by default the SSRF-safe fetcher, trusting no origin. */
  pageFetcher?: SafeFetcher;
  /**
   * Where uploaded files' originals are kept; by default what the configuration names (FILES_S3_*
   * or DATA_DIR/files). One given here is the caller's to close.
   */
  objectStorage?: ObjectStorage;
  /**
   * What runs Vibe-Coding's code, by language; by default QuickJS for JavaScript and TypeScript.
   * Runners given here are closed with the app.
   */
  codeRunners?: CodeRunner[];
  /** Test hook: load shedding sampled faster, or asking for less before it refuses. */
  loadShedding?: LoadSheddingTuning;
}

/** Idle keep-alive connections stay open this long (above the usual 60 s of proxies in front). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** A client-sent request id is reused only if it looks like one (no log injection, bounded). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Which peers' X-Forwarded-* headers count. Addresses are read from the right and the first
 * untrusted one is the client, so a client's own X-Forwarded-For entries (on the left) are never
 * taken. `true` trusts only the immediate peer (one proxy in front): trusting every hop, as
 * Fastify's `true` does, would make the left-most, client-chosen entry the address limits count.
 */
function trustProxyOf(
  setting: Env['TRUST_PROXY'],
): false | string | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (setting === true) return (_address, hop) => hop === 0;
  return setting.join(',');
}

/**
 * Fastify types its compiler factories after ajv and fast-json-stringify; at run time a factory
 * only has to return the compiler every route then uses, as setValidatorCompiler would set it.
 */
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/**
 * Builds the HTTP app (without listening): settings, logging, security headers, load shedding,
 * error handling, the API documentation, the modules (composition/: every adapter built from the
 * configuration, every module handed what it needs) and the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const timeout = env.REQUEST_TIMEOUT_MS;

  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(env),
    logController: new RequestLogController(),
    // The request id comes from genReqId, which vets an incoming X-Request-Id first.
    requestIdHeader: false,
    genReqId,
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: timeout,
    connectionTimeout: timeout * 4,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: timeout,
      // Node checks request timeouts on this interval (30 s by default, too coarse).
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(timeout / 4))),
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    // Requests arriving during shutdown are refused by our own hook, in our error shape.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Ids may be ID_MAX_CHARS characters, each up to 12 once percent-encoded; longer is refused.
    routerOptions: { maxParamLength: ID_MAX_CHARS * 12 },
    // Every schema is zod's (fastify-type-provider-zod). Handing Fastify these compilers from the
    // start also spares it loading its JSON-schema ones (ajv, fast-json-stringify: 0.2 s of start).
    schemaController: {
      compilersFactory: zodCompilers,
    },
  });
  const routeTable = trackRoutes(app, (url) => url === '/*');

  // The web app's page fallback is known once its plugin is registered, after the handlers
  // (which must exist before any route is added).
  const web: { pageFallback?: PageFallback } = {};
  const serverErrors = createServerErrorsModule({
    db: deps.database.db,
    logger: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerErrorHandling(app, {
    routeTable,
    onUnexpectedError: (error, request, code) => serverErrors.service.record(error, request, code),
    pageFallback: async (request, reply) =>
      web.pageFallback
        ? web.pageFallback(request, reply)
        : reply.code(404).send(errorBody('NOT_FOUND', 'Not found.')),
  });

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (!lifecycle.shuttingDown) {
      done();
      return;
    }
    void reply.header('connection', 'close').header('retry-after', '5');
    done(new AppError('UNAVAILABLE', { message: 'The server is shutting down. Please retry.' }));
  });

  registerSecurity(app, { cspAdditions: adNetworkCspAdditions(env) });
  registerLoadShedding(app, {
    ...deps.loadShedding,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  });
  await registerSwagger(app, { version: SERVER_VERSION });
  registerCodePreviewFrame(app);

  // The composition root: every adapter from the configuration (or the caller), then the modules.
  const adapters = await createAdapters(env, deps, app.log);
  // onClose runs once in-flight requests are done and before the caller closes the database.
  app.addHook('onClose', () => adapters.close());
  const modules = createModules({
    env,
    database: deps.database,
    adapters,
    model: deps.model,
    knowledge: deps.knowledge,
    lifecycle,
    logger: app.log,
    planSource: deps.planSource,
    now: deps.now,
  });
  for (const module of modules) await module.register(app);
  // After auth (its hook resolves the caller); its close hook, registered last, runs first, while
  // the database is open.
  await serverErrors.register(app);

  web.pageFallback = await registerStaticWeb(app, { webDistDir: env.WEB_DIST_DIR });
  return app;
}

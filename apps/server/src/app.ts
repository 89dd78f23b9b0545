import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError, ID_MAX_CHARS, REQUEST_ID_HEADER } from '@polymath/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { SERVER_VERSION } from './config/paths';
import type { DatabaseHandle } from './db/client';
import { errorBody } from './http/error-body';
import { trackRoutes } from './http/route-table';
import type { ConnectedModel } from './adapters/ai/connected-model';
import { createMailSender } from './adapters/mail/create-mail-sender';
import type { MailSender } from './adapters/mail/mail-sender';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLogger, RequestLogController } from './logger';
import { createStripeGateway } from './adapters/stripe/stripe-gateway';
import type { AppModule } from './modules/app-module';
import { createAuthModule, type PlanSource } from './modules/auth';
import { createBillingModule } from './modules/billing';
import { createChatModule, mediaNotAvailable, type AiEngine } from './modules/chat';
import { createCodeModule, createDefaultRunners, type CodeRunner } from './modules/code';
import { createConversationsModule } from './modules/conversations';
import { conversationFileQuestions, createFilesModule } from './modules/files';
import { createObjectStorage } from './adapters/object-storage/create-object-storage';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { createFeedbackModule } from './modules/feedback';
import { createKnowledgeModule, type KnowledgeService } from './modules/knowledge';
import { createNewsModule, newsQuestions } from './modules/news';
import { createProductivityModule } from './modules/productivity';
import { assistantCapabilitiesOf, createWebSearch, webFirst } from './modules/web-search';
import { KEY_TERMS, createReferenceLibrary, withReference } from './modules/reference';
import { EDUCATIONAL_SUBJECTS, createLearningModule } from './modules/learning';
import { createSafeFetcher, type SafeFetcher } from './net';
import { createServicesModule, serviceOrigins } from './modules/services';
import { createServerErrorsModule } from './modules/server-errors';
import { createPersonalAiModule } from './modules/personal-ai';
import { createRewardsModule } from './modules/rewards';
import { createSystemModule } from './modules/system';
import { createUsageModule } from './modules/usage';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  type PageFallback,
  registerErrorHandling,
} from './plugins/error-handler';
import { registerLoadShedding } from './plugins/load-shedding';
import { adNetworkCspAdditions } from './plugins/ad-network-csp';
import { registerCodePreviewFrame } from './plugins/code-preview-frame';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerSwagger } from './plugins/swagger';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** The model that answers chat messages (adapters/ai `createLanguageModel`). */
  model: AiEngine;
  /** The knowledge store answers draw their sources from. */
  knowledge: KnowledgeService;
  /**
   * The job runner (start.ts passes createJobQueue's, pg-boss on PostgreSQL); by default jobs run
   * in process. buildApp starts it and stops it (draining running jobs) when the app closes.
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
  /** Test hook: sample the event-loop delay more often than once a second. */
  loadSheddingSampleIntervalMs?: number;
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
 * Builds the HTTP app (without listening): settings, logging, security headers, load shedding,
 * error handling, the API documentation, the modules' routes and the web app.
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
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (lifecycle.shuttingDown) {
      void reply.header('connection', 'close').header('retry-after', '5');
      throw new AppError('UNAVAILABLE', { message: 'The server is shutting down. Please retry.' });
    }
  });

  await registerSecurity(app, { cspAdditions: adNetworkCspAdditions(env) });
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    ...(deps.loadSheddingSampleIntervalMs
      ? { sampleIntervalMs: deps.loadSheddingSampleIntervalMs }
      : {}),
  });
  await registerSwagger(app, { version: SERVER_VERSION });
  registerCodePreviewFrame(app);

  const jobs = deps.jobs ?? createInProcessJobQueue();
  await jobs.start();
  const mail = deps.mail ?? createMailSender(env, app.log);
  const fetcher =
    deps.fetcher ??
    createSafeFetcher({
      trustedOrigins: serviceOrigins(env),
      trustedRedirectOrigins: env.FETCH_TRUSTED_ORIGINS,
    });
  const pageFetcher = deps.pageFetcher ?? createSafeFetcher();
  const objectStorage = deps.objectStorage ?? (await createObjectStorage(env));
  // onClose runs once in-flight requests are done and before the caller closes the database.
  app.addHook('onClose', async () => {
    await jobs.stop({ timeoutMs: Math.floor(env.SHUTDOWN_GRACE_MS / 3) });
    mail.close();
    await fetcher.close();
    await pageFetcher.close();
    if (!deps.objectStorage) await objectStorage.close();
  });

  const made = { jobs, lifecycle, mail, fetcher, pageFetcher, objectStorage };
  for (const module of createModules(app, { ...deps, ...made })) await module.register(app);
  // After auth (its hook resolves the caller); its close hook, registered last, runs first, while
  // the database is open.
  await serverErrors.register(app);

  web.pageFallback = await registerStaticWeb(app, { webDistDir: env.WEB_DIST_DIR });
  return app;
}

/**
 * Every domain, created in dependency order. Auth comes first in the list: its hook resolves
 * `request.caller` for every route registered after it.
 */
function createModules(
  app: FastifyInstance,
  deps: AppDeps & {
    jobs: JobQueue;
    lifecycle: Lifecycle;
    mail: MailSender;
    fetcher: SafeFetcher;
    pageFetcher: SafeFetcher;
    objectStorage: ObjectStorage;
  },
): AppModule<unknown>[] {
  const { env, jobs, lifecycle } = deps;
  const db = deps.database.db;
  const clock = deps.now ? { now: deps.now } : {};

  const system = createSystemModule({
    env,
    database: deps.database,
    lifecycle,
    version: SERVER_VERSION,
  });
  const billing = createBillingModule({
    db,
    gateway:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? createStripeGateway({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}),
          })
        : null,
    premiumPriceId: env.STRIPE_PRICE_ID_PREMIUM ?? null,
    publicBaseUrl: env.PUBLIC_BASE_URL,
  });
  const auth = createAuthModule({
    env,
    db,
    planSource: deps.planSource ?? billing.service.planSource,
    jobs,
    mail: deps.mail,
    logger: app.log,
  });
  // The connected model that digests files, writes code and summarises notes; none built in.
  const connectedModel: ConnectedModel | undefined =
    deps.model.kind === 'built-in'
      ? undefined
      : { model: deps.model.model, admission: deps.model.admission, timeoutMs: env.AI_TIMEOUT_MS };
  const usage = createUsageModule({ env, db, ...clock });
  const rewards = createRewardsModule({ db, ...clock });
  const files = createFilesModule({
    db,
    googleDocsBaseUrl: env.GOOGLE_DOCS_BASE_URL,
    pageFetcher: deps.pageFetcher,
    guestRetentionDays: env.FILES_GUEST_RETENTION_DAYS,
    guestAddressKeptBytes: env.FILES_GUEST_ADDRESS_KEPT_BYTES,
    objects: deps.objectStorage,
    storage: {
      freeBytes: env.STORAGE_QUOTA_FREE_BYTES,
      premiumBytes: env.STORAGE_QUOTA_PREMIUM_BYTES,
      conversationsPerUser: env.CONVERSATIONS_PER_USER,
    },
    rewards: rewards.service,
    allowance: usage.service,
    // A connected model digests files; the built-in engine's digest is the file's own sentences.
    digestModel: connectedModel && {
      ...connectedModel,
      canSeeImages: env.AI_VISION && deps.model.kind === 'openai-compatible',
    },
    logger: app.log,
    ...clock,
  });
  const conversations = createConversationsModule({
    env,
    db,
    files: files.service,
    logger: app.log,
  });
  const knowledge = createKnowledgeModule({
    env,
    db,
    store: deps.knowledge,
    jobs,
    logger: app.log,
  });
  const learning = createLearningModule({
    db,
    rewards: rewards.service,
    logger: app.log,
    ...clock,
  });
  // A connected model summarises notes; the built-in engine's summary is the note's own sentences.
  const productivity = createProductivityModule({
    env,
    db,
    summaryModel: connectedModel,
    logger: app.log,
    warmCitationsOnStart: env.NODE_ENV === 'production',
  });
  // A calendar feed link ends with the sessions when the address's owner takes the account back.
  auth.service.addAccountSecrets(productivity.service.calendarFeed);
  const personalAi = createPersonalAiModule({
    env,
    db,
    conversations: conversations.service,
    learning: learning.service,
    ...clock,
  });
  const news = createNewsModule({ env, db, jobs, fetcher: deps.fetcher, logger: app.log });
  const web = createWebSearch({ ...deps, logger: app.log });
  const reference = createReferenceLibrary({
    subjects: EDUCATIONAL_SUBJECTS,
    keyTerms: KEY_TERMS,
    encyclopediaBaseUrl: env.WIKIPEDIA_BASE_URL,
  });
  const chat = createChatModule({
    env,
    engine: deps.model,
    // The first kind that takes a message answers it: image and video requests are said to be
    // unavailable, questions on the conversation's files and news questions are answered from those
    // alone (docs/ARCHITECTURE.md, "Reply kinds").
    replyKinds: [
      mediaNotAvailable,
      conversationFileQuestions(files.service),
      newsQuestions(news.service, web),
    ],
    // Any other question: the offline reference around the web and the store.
    knowledge: withReference(
      reference,
      web ? webFirst(web, deps.knowledge, app.log) : deps.knowledge,
      app.log,
    ),
    capabilities: assistantCapabilitiesOf(env),
    logger: app.log,
    lifecycle,
    replyArchive: conversations.service,
    allowance: usage.service,
    learning: learning.service,
    rewards: rewards.service,
    topicQueue: knowledge.service.learner,
    sourceReads: knowledge.service.reads,
    // Every answer to a signed-in user follows their Personal AI settings.
    personalization: personalAi.service,
    // A research question starts the user's first research project; their notes are sources.
    research: {
      ensureProject: (userId, query) => productivity.service.ensureResearchProject(userId, query),
    },
    notes: {
      find: (userId, text, limit) => productivity.service.findNotes(userId, text, limit),
    },
  });
  const feedback = createFeedbackModule({ env, db });
  const services = createServicesModule({
    env,
    engine: { kind: deps.model.kind, name: deps.model.engineName },
    fetcher: deps.fetcher,
    objectStorage: deps.objectStorage,
    logger: app.log,
  });
  const code = createCodeModule({
    db,
    runners:
      deps.codeRunners ??
      createDefaultRunners({
        codeRunnerUrl: env.CODE_RUNNER_URL,
        warmPythonOnStart: env.NODE_ENV === 'production',
      }),
    allowance: usage.service,
    // The connected model writes and edits code; the built-in engine its starters and edits.
    assistantModel: connectedModel,
    logger: app.log,
  });

  return [
    auth,
    system,
    billing,
    usage,
    rewards,
    conversations,
    knowledge,
    learning,
    personalAi,
    news,
    chat,
    feedback,
    files,
    code,
    productivity,
    services,
  ];
}

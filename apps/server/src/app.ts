import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError, REQUEST_ID_HEADER } from '@polymath/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { SERVER_VERSION } from './config/paths';
import type { DatabaseHandle } from './db/client';
import { errorBody } from './http/error-body';
import { trackRoutes } from './http/route-table';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createLogger, RequestLogController } from './logger';
import { createMessageActivity } from './message-activity';
import { registerAuthModule } from './modules/auth/auth.module';
import { createBillingModule } from './modules/billing/billing.module';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import type { PlanSource } from './modules/auth/plan';
import type { AiEngine } from './modules/chat/chat.deps';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { registerConversationRoutes } from './modules/conversations/conversations.routes';
import { createConversationsService } from './modules/conversations/conversations.service';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import type { KnowledgeService } from './modules/knowledge/knowledge.service';
import { createBackgroundLearner } from './modules/knowledge/background-learning/background-learner';
import { createKnowledgeStatsService } from './modules/knowledge/knowledge-stats.service';
import { registerKnowledgeRoutes } from './modules/knowledge/knowledge.routes';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerRewardsRoutes } from './modules/rewards/rewards.routes';
import { registerSubjectsRoutes } from './modules/learning/subjects/subjects.routes';
import { registerLearningRoutes } from './modules/learning/learning.routes';
import { createLearningService } from './modules/learning/learning.service';
import { createRewardsService } from './modules/rewards/rewards.service';
import { registerUsageRoutes } from './modules/usage/usage.routes';
import { createUsageService } from './modules/usage/usage.service';
import {
  clientErrorHandler,
  type PageFallback,
  registerErrorHandling,
} from './plugins/error-handler';
import { registerLoadShedding } from './plugins/load-shedding';
import { adNetworkCspAdditions } from './plugins/ad-network-csp';
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
 * Builds the HTTP app (without listening): settings, logging, security headers, load shedding,
 * error handling, the API documentation, the modules' routes and the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
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
    trustProxy: env.TRUST_PROXY,
    // Requests arriving during shutdown are refused by our own hook, in our error shape.
    return503OnClosing: false,
    clientErrorHandler,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable = trackRoutes(app, (url) => url === '/*');

  // The web app's page fallback is known once its plugin is registered, after the handlers
  // (which must exist before any route is added).
  const web: { pageFallback?: PageFallback } = {};
  registerErrorHandling(app, {
    routeTable,
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

  registerSystemRoutes(app, { env, database, lifecycle, version: SERVER_VERSION });
  const billing = createBillingModule(env, database.db);
  // Before the routes that read request.viewer.
  await registerAuthModule(app, {
    env,
    db: database.db,
    planSource: deps.planSource ?? billing.planSource,
  });

  const usage = createUsageService({
    db: database.db,
    guestMessageLimit: env.GUEST_MESSAGE_LIMIT,
    guestAddressMessageLimit: env.GUEST_ADDRESS_MESSAGE_LIMIT,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const rewards = createRewardsService({ db: database.db, ...(deps.now ? { now: deps.now } : {}) });
  const conversations = createConversationsService(database.db);
  const jobs = deps.jobs ?? createInProcessJobQueue();
  const learner = createBackgroundLearner({
    db: database.db,
    jobs,
    knowledge: deps.knowledge,
    isEnabled: env.KNOWLEDGE_LOOKUP,
    requestsPerMinute: env.BACKGROUND_LEARNING_REQUESTS_PER_MINUTE,
    logger: app.log,
  });
  await jobs.start();
  await learner.start();
  // onClose runs once in-flight requests are done and before the caller closes the database.
  app.addHook('onClose', async () => {
    await jobs.stop({ timeoutMs: Math.floor(env.SHUTDOWN_GRACE_MS / 3) });
  });
  const learning = createLearningService({
    db: database.db,
    ...(deps.now ? { now: deps.now } : {}),
    onPathCompleted: async (learner) => {
      await rewards.recordActivity(learner, 'path_completed');
    },
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  const chat = createChatService(
    {
      model: deps.model.model,
      engineName: deps.model.engineName,
      engineKind: deps.model.kind,
      knowledge: deps.knowledge,
      aiTimeoutMs: env.AI_TIMEOUT_MS,
      // The whole lookup gets what one encyclopedia request gets: the answer must not wait longer.
      knowledgeTimeoutMs: env.WIKIPEDIA_TIMEOUT_MS,
      logger: app.log,
      replyArchive: conversations,
      messageActivity: createMessageActivity({
        learning,
        rewards,
        topicQueue: learner,
        logger: app.log,
      }),
      messageAllowance: {
        admitMessage: (sender) =>
          sender.kind === 'guest' ? usage.admitGuestMessage(sender) : Promise.resolve(),
      },
    },
    { replyTtlMs: env.CHAT_REPLY_TTL_MS },
  );
  // Replies in progress stop (keeping their text) so their streams end before the server waits
  // for in-flight requests; app.close() alone (tests) stops them too.
  lifecycle.onShutdown(() => chat.close());
  app.addHook('onClose', (_instance, done) => {
    chat.close();
    done();
  });
  registerChatRoutes(app, { chat });
  registerConversationRoutes(app, { conversations });
  registerFeedbackRoutes(app, { db: database.db });
  registerKnowledgeRoutes(app, {
    learner,
    stats: createKnowledgeStatsService({ db: database.db }),
  });
  await registerBillingRoutes(app, { billing, publicBaseUrl: env.PUBLIC_BASE_URL });
  registerUsageRoutes(app, { usage });
  registerRewardsRoutes(app, { rewards });
  registerSubjectsRoutes(app);
  registerLearningRoutes(app, { learning });

  web.pageFallback = await registerStaticWeb(app, { webDistDir: env.WEB_DIST_DIR });
  return app;
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createLanguageModel } from './adapters/ai';
import {
  buildWikipediaUserAgent,
  createWikipediaClient,
} from './adapters/wikipedia/wikipedia.client';
import { type AppDeps, buildApp } from './app';
import type { Env } from './config/env';
import { SERVER_VERSION } from './config/paths';
import {
  type Database,
  type DatabaseHandle,
  databaseOptionsFromEnv,
  openDatabase,
} from './db/client';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createJobQueue } from './jobs/create-job-queue';
import { createLogger } from './logger';
import { createKnowledgeService } from './modules/knowledge/knowledge.service';
import { ensureInstance } from './modules/system/system.repository';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Graceful shutdown (see gracefulShutdown). */
  shutdown(): Promise<void>;
}

/** Opens and migrates the database, builds the app and listens on HOST:PORT. */
export async function startServer(
  env: Env,
  options: { logger?: FastifyBaseLogger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env);
  const lifecycle = createLifecycle();
  const database = await openDatabase(databaseOptionsFromEnv(env), (err) =>
    logger.warn({ err }, 'an idle database connection failed'),
  );
  let app: FastifyInstance;
  let url: string;
  try {
    await database.migrate();
    await ensureInstance(database.db);
    app = await buildApp({
      env,
      database,
      logger,
      lifecycle,
      jobs: createJobQueue(database, { logger }),
      ...createChatEngine(env, database.db, logger),
    });
    url = await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info(
    {
      url,
      database: database.kind,
      dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined,
    },
    `Polymath is running at ${url}`,
  );

  return {
    app,
    database,
    lifecycle,
    url,
    shutdown: gracefulShutdown({ app, database, lifecycle }),
  };
}

/**
 * The model and the knowledge store the configuration asks for: the built-in engine unless
 * AI_BASE_URL is set, and encyclopedia lookups unless KNOWLEDGE_LOOKUP is false.
 */
export function createChatEngine(
  env: Env,
  db: Database,
  logger: FastifyBaseLogger,
): Pick<AppDeps, 'model' | 'knowledge'> {
  const model = createLanguageModel({
    ...(env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL } : {}),
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    ...(env.AI_MODEL ? { model: env.AI_MODEL } : {}),
  });
  const wikipedia = env.KNOWLEDGE_LOOKUP
    ? createWikipediaClient({
        baseUrl: env.WIKIPEDIA_BASE_URL,
        timeoutMs: env.WIKIPEDIA_TIMEOUT_MS,
        userAgent: buildWikipediaUserAgent(SERVER_VERSION, env.SUPPORT_EMAIL),
      })
    : null;
  return { model, knowledge: createKnowledgeService({ db, wikipedia, logger }) };
}

/**
 * The shutdown sequence: readiness turns 503 and new requests are refused at once, the listener
 * stops, in-flight requests finish (app.close waits for them), then the database closes. The
 * returned function runs it once; later calls return the same promise.
 */
export function gracefulShutdown(parts: {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
}): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      parts.lifecycle.beginShutdown();
      try {
        await parts.app.close();
      } finally {
        await parts.database.close();
      }
    })());
}

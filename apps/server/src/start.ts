import { mkdir } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startLocalModel } from './adapters/ai';
import { buildApp } from './app';
import { createChatEngine } from './composition/chat-engine';
import type { Env } from './config/env';
import { type DatabaseHandle, databaseOptionsFromEnv, openDatabase } from './db/client';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createJobQueue } from './jobs/create-job-queue';
import { createLogger } from './logger';
import { warmUpMessageAnalysis } from './modules/learning';
import { ensureInstance } from './modules/system';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Graceful shutdown (see gracefulShutdown). */
  shutdown(): Promise<ShutdownOutcome>;
}

/** How a shutdown ended: everything finished, or requests were cut at the end of the grace period. */
export type ShutdownOutcome = 'clean' | 'forced';

/** After the grace period, cut connections get this long to let the app finish closing. */
const FORCED_CLOSE_MS = 2000;
/** The database gets this long to close; past it the process exits anyway. */
const DATABASE_CLOSE_MS = 3000;

/** Opens and migrates the database, builds the app and listens on HOST:PORT. */
export async function startServer(
  env: Env,
  options: { logger?: FastifyBaseLogger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env);
  const lifecycle = createLifecycle();
  // Loaded first: a model file that cannot run stops the start before anything is locked or opened.
  const localModel = env.LOCAL_MODEL_PATH
    ? await startLocalModel({
        path: env.LOCAL_MODEL_PATH,
        contextSize: env.LOCAL_MODEL_CONTEXT_SIZE,
        threads: env.LOCAL_MODEL_THREADS,
        maxQueue: env.LOCAL_MODEL_MAX_QUEUE,
        maxAnswerTokens: env.LOCAL_MODEL_MAX_ANSWER_TOKENS,
      })
    : undefined;
  const databaseOptions = databaseOptionsFromEnv(env);
  // The embedded database is one process's: a second server on the folder refuses to start.
  const lock =
    databaseOptions.kind === 'pglite'
      ? await lockDataDir(await ensureDir(env.DATA_DIR))
      : undefined;
  process.once('exit', () => lock?.releaseSync());
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseOptions, (err) =>
      logger.warn({ err }, 'an idle database connection failed'),
    );
  } catch (error) {
    await lock?.release();
    await localModel?.close();
    throw error;
  }
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
      ...createChatEngine(env, database.db, logger, localModel),
    });
    url = await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    await localModel?.close();
    await database.close();
    await lock?.release();
    throw error;
  }
  // The message analysis and the database load parts on first use; warmed now, after ready and
  // off any request, so a fresh server's first question does not wait on them.
  setImmediate(warmUpMessageAnalysis);
  database
    .warmUp()
    .catch((error: unknown) => logger.warn({ err: error }, 'the database could not warm up'));
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
    shutdown: gracefulShutdown({
      app,
      database,
      lifecycle,
      graceMs: env.SHUTDOWN_GRACE_MS,
      logger,
      ...(lock ? { lock } : {}),
    }),
  };
}

/** Creates a folder if needed and returns it. */
async function ensureDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Resolves true when `promise` has not settled within `ms` (it keeps running). */
async function outlasts(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), ms)));
  const settled = promise.then(() => false);
  // Settling after the timeout must not surface as an unhandled rejection.
  settled.catch(() => undefined);
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The shutdown sequence: readiness turns 503 and new requests are refused at once, the listener
 * stops, in-flight requests finish (app.close waits for them), then the database closes and the
 * data folder is unlocked. With `graceMs`, requests still open after it are cut (the outcome is
 * then 'forced') and the database gets a few seconds to close. The returned function runs it
 * once; later calls return the same promise.
 */
export function gracefulShutdown(parts: {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  lock?: DataDirLock;
  graceMs?: number;
  logger?: FastifyBaseLogger;
}): () => Promise<ShutdownOutcome> {
  let closing: Promise<ShutdownOutcome> | undefined;
  return () =>
    (closing ??= (async () => {
      parts.lifecycle.beginShutdown();
      let outcome: ShutdownOutcome = 'clean';
      try {
        const closed = parts.app.close();
        if (parts.graceMs !== undefined && (await outlasts(closed, parts.graceMs))) {
          outcome = 'forced';
          parts.logger?.error(
            { graceMs: parts.graceMs },
            'requests were still open after the grace period; cutting them',
          );
          parts.app.server.closeAllConnections();
          await outlasts(closed, FORCED_CLOSE_MS);
        } else {
          await closed;
        }
      } finally {
        if (await outlasts(parts.database.close(), DATABASE_CLOSE_MS)) {
          outcome = 'forced';
          parts.logger?.error('the database did not close in time');
        }
        await parts.lock?.release();
      }
      return outcome;
    })());
}

import closeWithGrace from 'close-with-grace';
import { LocalModelError } from './adapters/ai';
import { EnvError, loadEnv } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { startServer } from './start';

/**
 * The process entry point: read the configuration, start, and shut down gracefully on SIGTERM,
 * SIGINT or an uncaught error (which also exits non-zero). Requests still open after
 * SHUTDOWN_GRACE_MS are cut; past it and a few seconds more the process exits whatever is left.
 */

/** Beyond SHUTDOWN_GRACE_MS, closing the database and unlocking the data folder get this long. */
const HARD_DEADLINE_EXTRA_MS = 5000;

function readEnv() {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const logger = createLogger(env);

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(env, { logger });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal({ holder: error.holder, dataDir: error.dataDir }, error.message);
    console.error(error.message);
  } else if (error instanceof LocalModelError) {
    // The operator's file is the problem, not the code: one line saying which and why.
    logger.fatal({ reason: error.message }, 'the local model could not be loaded');
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
}

closeWithGrace(
  {
    delay: env.SHUTDOWN_GRACE_MS + HARD_DEADLINE_EXTRA_MS,
    logger: { error: (message: unknown) => logger.error(String(message)) },
    onTimeout: (delay) => logger.error({ delay }, 'shutdown passed its hard deadline; exiting now'),
  },
  async ({ signal, err }) => {
    if (err) logger.error({ err }, 'uncaught error; shutting down');
    else logger.info({ signal }, 'shutting down');
    const outcome = await server.shutdown();
    if (outcome === 'forced') throw new Error('shut down by force: some work was cut short');
    logger.info('shut down cleanly');
  },
);

import closeWithGrace from 'close-with-grace';
import { EnvError, loadEnv } from './config/env';
import { createLogger } from './logger';
import { startServer } from './start';

/**
 * The process entry point: read the configuration, start, and shut down gracefully on SIGTERM,
 * SIGINT or an uncaught error (which also exits non-zero). A shutdown that outlasts
 * SHUTDOWN_GRACE_MS is cut short.
 */

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
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
}

closeWithGrace(
  {
    delay: env.SHUTDOWN_GRACE_MS,
    logger: { error: (message: unknown) => logger.error(String(message)) },
    onTimeout: (delay) => logger.error({ delay }, 'shutdown took too long; exiting now'),
  },
  async ({ signal, err }) => {
    if (err) logger.error({ err }, 'uncaught error; shutting down');
    else logger.info({ signal }, 'shutting down');
    await server.shutdown();
    logger.info('shut down cleanly');
  },
);

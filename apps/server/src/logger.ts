import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { type DestinationStream, pino } from 'pino';
import SonicBoom from 'sonic-boom';
import type { Env } from './config/env';
import { redactSecrets } from './log-redaction';

/** Lines waiting for a slow log reader are dropped past this much, rather than filling memory. */
const MAX_BUFFERED_LOG_BYTES = 4 * 1024 * 1024;

let exiting = false;
const flushesAtExit: (() => void)[] = [];
process.once('exit', () => {
  exiting = true;
  for (const flush of flushesAtExit) flush();
});

/**
 * A log output written asynchronously (sonic-boom on libuv's threads), so a slow log reader never
 * holds the event loop. What is still buffered is written once at exit: a reader that went away
 * (EPIPE) or stopped reading (EAGAIN) loses those lines instead of keeping the process alive, and
 * after a write fails the rest of the log is dropped, not retried. A service manager stopping the
 * process group once left stopped servers running in the exit flush, which sonic-boom 4 (pino's
 * own) retried forever on EPIPE; sonic-boom 5 gives the error up, and this output owns the flush.
 */
export function asyncLogDestination(fd: number): DestinationStream {
  let failed = false;
  const stream = new SonicBoom({
    fd,
    sync: false,
    maxLength: MAX_BUFFERED_LOG_BYTES,
    retryEAGAIN: () => !exiting,
  });
  stream.on('error', () => (failed = true));
  flushesAtExit.push(() => {
    if (failed) return;
    try {
      stream.flushSync();
    } catch {
      // The reader is gone or stuck: the rest is lost.
    }
  });
  return {
    write(line: string) {
      if (!failed) stream.write(line);
    },
  };
}

/**
 * The structured JSON logger (pino) the app and the start-up code share. Every line passes the
 * secret rules of `log-redaction.ts` on its way out (`destination` is for tests).
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  destination: DestinationStream = asyncLogDestination(1),
): FastifyBaseLogger {
  return pino({ level: env.LOG_LEVEL, hooks: { streamWrite: redactSecrets } }, destination);
}

/**
 * Requests whose lines only repeat themselves: the web app's files and the probes a load balancer
 * or service manager sends every few seconds. Logged at debug, so the default log keeps what the
 * users did.
 */
function isRoutine(request: FastifyRequest, statusCode: number): boolean {
  if (statusCode >= 400) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api/health' || path === '/api/ready') return true;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(api|auth|docs)(\/|$)/.test(path)
  );
}

/**
 * One log line per request, when it completes (method, url, status, time), instead of Fastify's
 * "incoming" + "completed" pair; the web app's files and health probes at debug only. Errors are
 * logged once by the error handler.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isRoutine(request, reply.statusCode)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

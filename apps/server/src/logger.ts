import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { pino } from 'pino';
import type { Env } from './config/env';

/** Header and body fields that must never reach the log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
];

/** Query parameters that carry a secret (the calendar feed link's key): logged as `[redacted]`. */
const SECRET_QUERY_PARAMETERS = new Set(['key']);

/** A request URL as the log writes it: the values of secret query parameters replaced. */
export function loggedUrlOf(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parts = url.slice(queryStart + 1).split('&');
  const redacted = parts.map((part) => {
    const separator = part.indexOf('=');
    const rawName = separator === -1 ? part : part.slice(0, separator);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {
      // A malformed escape: the name is compared as sent.
    }
    return SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part;
  });
  return `${url.slice(0, queryStart)}?${redacted.join('&')}`;
}

/**
 * The structured JSON logger (pino) the app and the start-up code share, writing each line to
 * stdout as it is logged. Not buffered: a buffered stream flushes at exit in a loop that never
 * ends once stdout's reader is gone (a service manager stopping the process group), which kept
 * stopped servers alive. A broken stdout then only silences the log.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino(
    { level: env.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * One log line per request, when it completes (method, url, status, time), instead of Fastify's
 * "incoming" + "completed" pair. Errors are logged once by the error handler.
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
      url: loggedUrlOf(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

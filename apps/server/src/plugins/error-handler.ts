import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  AppError,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type ValidationIssue,
} from '@polymath/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { DEFAULT_ERROR_MESSAGES, errorBody } from '../http/error-body';
import type { RouteTable } from '../http/route-table';

/**
 * The single error handler and the not-found handler. Every failure leaves the server as
 * `{ success: false, error, code }` (+ `issues` for VALIDATION) with the code's HTTP status, and is
 * logged exactly once: 5xx at error level with the cause, 4xx at info. Unknown errors never leak
 * their message or stack to the client.
 */

interface Classified {
  status: number;
  body: ErrorBody;
}

/** Fastify's own client errors (bad JSON, too large, wrong content type...) by status. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Fastify errors whose message is written for the client and carries nothing secret. */
const CLIENT_SAFE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than this server accepts.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path parameters',
  headers: 'headers',
};

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? error : {};
}

function toIssues(validation: FastifySchemaValidationError[]): ValidationIssue[] {
  return validation.map((v) => ({
    path: v.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    message: v.message ?? 'Invalid value',
  }));
}

function validationMessage(context: string | undefined, issues: ValidationIssue[]): string {
  const where = CONTEXT_NAMES[context ?? ''] ?? 'request';
  const [first] = issues;
  if (!first) return `Invalid ${where}.`;
  const field = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `Invalid ${where}: ${field}${first.message}${more}`;
}

/** Maps any thrown value to the status and body the client gets. */
export function classifyError(error: unknown): Classified {
  if (error instanceof AppError) {
    return { status: error.status, body: errorBody(error.code, error.message, error.issues) };
  }
  const like = asErrorLike(error);
  if (Array.isArray(like.validation)) {
    const issues = toIssues(like.validation);
    return {
      status: ERROR_STATUS.VALIDATION,
      body: errorBody('VALIDATION', validationMessage(like.validationContext, issues), issues),
    };
  }
  const status = typeof like.statusCode === 'number' ? like.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const known = typeof like.code === 'string' ? CLIENT_SAFE_MESSAGES[like.code] : undefined;
    return { status, body: errorBody(code, known ?? DEFAULT_ERROR_MESSAGES[code]) };
  }
  if (status === 503 && like.code === 'FST_UNDER_PRESSURE') {
    return { status, body: errorBody('UNAVAILABLE', DEFAULT_ERROR_MESSAGES.UNAVAILABLE) };
  }
  return { status: 500, body: errorBody('INTERNAL', DEFAULT_ERROR_MESSAGES.INTERNAL) };
}

/** The messages of an error's causes, outermost first: 'fetch failed: connect ECONNREFUSED'. */
function causeOf(cause: unknown): string | undefined {
  const messages: string[] = [];
  for (let at = cause, depth = 0; at instanceof Error && depth < 3; at = at.cause, depth += 1) {
    messages.push(at.message);
  }
  return messages.length > 0 ? messages.join(': ') : undefined;
}

/** Failures that are the world, not a bug: a service unreachable, overloaded, not set up. */
const EXPECTED_FAILURES = new Set(['UNAVAILABLE', 'NOT_CONFIGURED', 'UPSTREAM_FAILED']);

/** An unexpected failure (a bug, not the world) is true when logged at error level. */
function isUnexpected(result: Classified): boolean {
  return result.status >= 500 && !EXPECTED_FAILURES.has(result.body.code);
}

function logError(log: FastifyBaseLogger, error: unknown, result: Classified): void {
  const { code } = result.body;
  if (isUnexpected(result)) {
    log.error({ err: error, code }, 'request failed');
  } else if (result.status >= 500) {
    // Expected (an upstream down, overloaded, shutting down, not configured): one line, no
    // stack, with what the upstream said (a refused key, a timeout) for whoever runs the server.
    const reason = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error ? causeOf(error.cause) : undefined;
    log.warn(
      { code, status: result.status, reason, ...(cause ? { cause } : {}) },
      'request refused',
    );
  } else {
    const reason = error instanceof Error ? error.message : String(error);
    log.info({ code, status: result.status, reason }, 'request rejected');
  }
}

/** Paths that belong to the API (JSON answers only, never the web app's HTML). */
export function isApiPath(path: string): boolean {
  return /^\/(api|auth|docs)(\/|$)/.test(path);
}

/** A request for a file (an extension, or anything under /assets/) never gets the app page. */
function isFilePath(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/** Serves the page for a browser navigation that matched no route (the web app's history fallback). */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Told of each unexpected failure of a request, for the admin's summary. */
export type UnexpectedErrorListener = (
  error: unknown,
  request: { method: string; routePattern: string | undefined },
  code: string,
) => void;

export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    routeTable: RouteTable;
    pageFallback: PageFallback;
    onUnexpectedError?: UnexpectedErrorListener;
  },
): void {
  app.setErrorHandler(async (error: unknown, request, reply) => {
    const result = classifyError(error);
    logError(request.log, error, result);
    if (isUnexpected(result)) {
      // The route's pattern, never the address: a query string can hold what must not be kept.
      options.onUnexpectedError?.(
        error,
        { method: request.method, routePattern: request.routeOptions.url },
        result.body.code,
      );
    }
    if (reply.sent) return reply;
    if (reply.raw.headersSent) {
      // Part of another answer already left; the only honest thing left is to cut the connection.
      reply.raw.destroy();
      return reply;
    }
    // Headers meant for the body that failed (a file being streamed, say) must not describe this one.
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-disposition');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply
      .code(result.status)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(result.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const { method } = request;
    if (isApiPath(path)) {
      const methods = options.routeTable.methodsFor(path);
      if (methods.includes('GET')) methods.push('HEAD');
      if (methods.length > 0 && !methods.includes(method)) {
        const allow = [...new Set(methods)].sort().join(', ');
        return reply
          .code(405)
          .header('allow', allow)
          .send(
            errorBody('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; use ${allow}.`),
          );
      }
      return reply.code(404).send(errorBody('NOT_FOUND', `No API route ${method} ${path}.`));
    }
    if ((method === 'GET' || method === 'HEAD') && !isFilePath(path)) {
      return options.pageFallback(request, reply);
    }
    return reply.code(404).send(errorBody('NOT_FOUND', `Nothing at ${method} ${path}.`));
  });
}

/**
 * Answers what Fastify's router refuses before any hook runs (a path that is not valid percent-
 * encoding, a path parameter past `maxParamLength`) in the same JSON shape as every other error.
 */
export function frameworkErrorHandler(
  error: { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errorBody('VALIDATION', 'A path parameter is longer than this server accepts.')
      : errorBody('BAD_REQUEST', 'The address of the request is not valid.');
  request.log.info({ code: body.code, reason: error.code }, 'request rejected');
  void reply.code(400).header('cache-control', 'no-store').send(body);
}

/**
 * Answers errors Node reports before a request reaches Fastify (the request-timeout, oversized
 * headers, malformed HTTP) in the same JSON shape, then closes the connection.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status: number;
  let code: ErrorCode;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    code = 'REQUEST_TIMEOUT';
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    code = 'BAD_REQUEST';
  } else {
    status = 400;
    code = 'BAD_REQUEST';
  }
  const message =
    status === 431 ? 'The request headers are too large.' : DEFAULT_ERROR_MESSAGES[code];
  const body = JSON.stringify(errorBody(code, message));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

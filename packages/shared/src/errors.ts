import { z } from 'zod';

/**
 * Every error code the API can answer with, and the HTTP status it travels with.
 * Codes are stable: clients branch on them, never on the message text.
 */
export const ERROR_STATUS = {
  /** The request body, query or params failed schema validation. */
  VALIDATION: 400,
  /** The body was not parseable JSON (or not the declared content type). */
  BAD_REQUEST: 400,
  /** No valid bearer token was sent for a call that needs one. */
  UNAUTHENTICATED: 401,
  /** The caller is known but may not do this. */
  FORBIDDEN: 403,
  /** No such route or resource (or not owned by the caller). */
  NOT_FOUND: 404,
  /** The route exists but not with this HTTP method. */
  METHOD_NOT_ALLOWED: 405,
  /** The request took longer than the server's request timeout. */
  REQUEST_TIMEOUT: 408,
  /** An e-mailed link (verification, password reset) is unknown, used already or expired. */
  LINK_INVALID: 400,
  /** The resource already exists (e.g. an e-mail address taken). */
  CONFLICT: 409,
  /** The body is larger than the configured limit. */
  PAYLOAD_TOO_LARGE: 413,
  /**
   * Keeping this would take its owner past a stored-data quota (conversation storage, feedback
   * rows); what was stored before stays as it was.
   */
  QUOTA_EXCEEDED: 413,
  /** The body's content type is not accepted by this route. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A file of a supported type whose content could not be read: damaged, or too costly to open. */
  FILE_UNREADABLE: 422,
  /** A signed-in user's monthly allowance for a feature is used up. */
  LIMIT_REACHED: 429,
  /** A guest has used the free messages. */
  GUEST_LIMIT: 429,
  /** Too many requests in a short time from one client. */
  RATE_LIMITED: 429,
  /** Something failed on our side; details are in the server log, never in the response. */
  INTERNAL: 500,
  /** An external service (model, encyclopedia, payments) failed or timed out. */
  UPSTREAM_FAILED: 502,
  /** The capability needs configuration this server does not have. */
  NOT_CONFIGURED: 503,
  /** The server is overloaded, starting or shutting down; retry later. */
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/** A stable error code of the API. */
export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** One validation problem: where it is and what is wrong. */
export const ValidationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/** The body of every error response: `{ success: false, error, code }`, plus issues for VALIDATION. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(ValidationIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The error services throw. The HTTP layer turns it into an ErrorBody with the code's status;
 * `cause` is kept for the log and never sent to the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ValidationIssue[] | undefined;
  /** When to try again, for a refusal that will pass (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      cause?: unknown;
      issues?: ValidationIssue[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

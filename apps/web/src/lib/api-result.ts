import type { ErrorCode, ValidationIssue } from '@polymath/shared';

/** What went wrong with a call, ready to show or to branch on (by `code`, never by message). */
export interface ApiError {
  message: string;
  /** The API's stable error code, when the server sent one. */
  code?: ErrorCode;
  /** Which input fields failed validation (code VALIDATION). */
  issues?: ValidationIssue[];
  /** The underlying error (network failure, schema mismatch), for logs only. */
  cause?: unknown;
}

/** The outcome of a call: typed data, or an error with the HTTP status (0 when no answer came). */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** A call that failed. */
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The data of a successful call, or a thrown Error whose cause is the call's ApiError: what a
 * React Query function or a mutation needs. The message is the server's, unless `describe` words
 * the failure for the screen that shows it.
 */
export function unwrapResult<T>(
  result: ApiResult<T>,
  describe: (failure: ApiFailure) => string = (failure) => failure.error.message,
): T {
  if (!result.ok) throw new Error(describe(result), { cause: result.error });
  return result.data;
}

import type { ErrorBody, ErrorCode, ValidationIssue } from '@polymath/shared';

/** The JSON every error response carries: `{ success: false, error, code }` (+ issues). */
export function errorBody(code: ErrorCode, error: string, issues?: ValidationIssue[]): ErrorBody {
  return issues ? { success: false, error, code, issues } : { success: false, error, code };
}

/** The client-facing message for a code when nothing more specific can be said safely. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'The request is not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  LINK_INVALID: 'This link has expired or was already used. Ask for a new one.',
  CONFLICT: 'This already exists.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  QUOTA_EXCEEDED: 'Your storage is full. Delete something you no longer need to make room.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported here.',
  FILE_UNREADABLE: 'The file could not be read: it may be damaged.',
  LIMIT_REACHED: 'You have reached your limit for this feature.',
  GUEST_LIMIT: 'You have used all free messages. Please sign in to continue.',
  RATE_LIMITED: 'Too many requests. Please slow down.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UPSTREAM_FAILED: 'An external service did not answer. Please try again.',
  NOT_CONFIGURED: 'This feature is not configured on this server.',
  UNAVAILABLE: 'The server is busy or restarting. Please try again shortly.',
};

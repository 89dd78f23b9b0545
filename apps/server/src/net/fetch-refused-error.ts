/**
 * Why a safe fetch gave up:
 * - `scheme`: the URL itself (not http or https, credentials in it, not a URL at all);
 * - `address`: the host is, or resolves to, an address off limits (address-policy.ts);
 * - `redirects`: more redirects than allowed, or one without a usable Location;
 * - `content-type`: the response is not one of the types the caller accepts;
 * - `too-large`: the body is larger than the cap;
 * - `timeout`: the whole fetch took longer than its time limit;
 * - `aborted`: the caller's signal ended it;
 * - `status`: the final response is not a 2xx;
 * - `network`: DNS, connection, TLS or protocol failure.
 */
export type FetchRefusalReason =
  | 'scheme'
  | 'address'
  | 'redirects'
  | 'content-type'
  | 'too-large'
  | 'timeout'
  | 'aborted'
  | 'status'
  | 'network';

/** The one error a safe fetch throws; its message names the origin and the cause, fit for a log. */
export class FetchRefusedError extends Error {
  readonly reason: FetchRefusalReason;
  /** The HTTP status of a final answer that was not a success (reason `status`). */
  readonly status: number | undefined;

  constructor(
    reason: FetchRefusalReason,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.name = 'FetchRefusedError';
    this.reason = reason;
    this.status = options?.status;
  }
}

import { getSystemErrorName } from 'node:util';
import { FetchRefusedError } from '../../net';

/**
 * Why a service did not answer, in plain words an admin can act on. The words come from a fixed
 * vocabulary (and HTTP status numbers), never from an error's own message, which may carry a URL
 * with a key in its query or a user name.
 */

/** A check's own finding, already in plain words (`it answered HTTP 403: …`). */
export class ServiceCheckError extends Error {
  override name = 'ServiceCheckError';
}

/** Error codes of Node, undici, nodemailer and TLS, in plain words. */
const CODE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  UND_ERR_SOCKET: 'the connection was closed',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  ENOTFOUND: 'its host name does not resolve',
  EAI_AGAIN: 'its host name could not be looked up',
  EHOSTUNREACH: 'its host cannot be reached',
  ENETUNREACH: 'its network cannot be reached',
  EAUTH: 'it refused the user name or password',
  ETLS: 'the TLS handshake failed',
  EPROTO: 'the TLS handshake failed',
  ERR_SSL_WRONG_VERSION_NUMBER: 'the TLS handshake failed (is it plain, not TLS?)',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is signed by an unknown authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate could not be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another name',
  NoSuchBucket: 'the bucket does not exist',
  InvalidAccessKeyId: 'it refused the access key',
  SignatureDoesNotMatch: 'it refused the secret access key',
  AccessDenied: 'it denied access to the bucket',
};

const REFUSAL_WORDS: Record<FetchRefusedError['reason'], string | undefined> = {
  scheme: 'it redirected to an address that is not http(s)',
  address: 'it redirected to a private or local address, which is not followed',
  redirects: 'it redirected too many times',
  'content-type': 'it answered with content of another type than expected',
  'too-large': 'its answer was larger than allowed',
  timeout: undefined,
  aborted: undefined,
  status: undefined,
  network: undefined,
};

/** The codes an error carries: `code`, nodemailer's `originalCode`, a negative `errno`'s name. */
function codesOf(error: object): string[] {
  const fields = error as {
    code?: unknown;
    originalCode?: unknown;
    errno?: unknown;
    name?: unknown;
  };
  const codes = [fields.originalCode, fields.code, fields.name].filter(
    (code): code is string => typeof code === 'string',
  );
  if (typeof fields.errno === 'number' && fields.errno < 0) {
    try {
      codes.unshift(getSystemErrorName(fields.errno));
    } catch {
      // Not a system error number.
    }
  }
  return codes;
}

/** The plain words for why `error` ended a check; 'it could not be reached' when nothing fits. */
export function describeFailure(error: unknown): string {
  const seen = new Set<unknown>();
  for (let cause = error; cause instanceof Object && !seen.has(cause);) {
    seen.add(cause);
    if (cause instanceof ServiceCheckError) return cause.message;
    if (cause instanceof FetchRefusedError) {
      if (cause.reason === 'status') return `it answered HTTP ${cause.status ?? 'with an error'}`;
      const words = REFUSAL_WORDS[cause.reason];
      if (words) return words;
    }
    // fetch refuses a few ports outright (9, 25, 6000, 6665…), before connecting.
    if (cause instanceof Error && cause.message === 'bad port') {
      return 'its port is one web requests may not use (choose another)';
    }
    const words = codesOf(cause)
      .map((code) => CODE_WORDS[code])
      .find(Boolean);
    if (words) return words;
    cause = (cause as { cause?: unknown }).cause;
  }
  return 'it could not be reached';
}

import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in a bearer token (256 bits). */
const TOKEN_BYTES = 32;

/** A new bearer token: 32 random bytes, base64url. Only its hash is ever stored. */
export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * The stored form of a token: hex SHA-256. A fast hash is enough because the token is 256 random
 * bits (nothing to brute-force), and it lets the lookup be an index hit.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function readBearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

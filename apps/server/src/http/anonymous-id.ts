import { ANONYMOUS_ID_HEADER, AppError } from '@polymath/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readViewer } from '../plugins/auth';

/**
 * Who a guest is: the anonymous id their browser sends. It owns what a guest creates (a signed-in
 * user owns by user id); it is a random UUID, so it cannot be guessed from another guest's.
 */

const AnonymousIdSchema = z.uuid();

/** The request's anonymous id, or undefined when the header is missing or not a UUID. */
export function readAnonymousId(request: FastifyRequest): string | undefined {
  const parsed = AnonymousIdSchema.safeParse(request.headers[ANONYMOUS_ID_HEADER]);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

/** The request's anonymous id; a 400 VALIDATION error when it is missing or malformed. */
export function requireAnonymousId(request: FastifyRequest): string {
  const id = readAnonymousId(request);
  if (!id) {
    throw new AppError('VALIDATION', {
      message: `The ${ANONYMOUS_ID_HEADER} header must be a UUID.`,
      issues: [{ path: ['headers', ANONYMOUS_ID_HEADER], message: 'expected a UUID' }],
    });
  }
  return id;
}

/**
 * Who owns a chat reply: the signed-in user, else the anonymous id when sent, else the client's
 * address, so a reply can only be read or stopped by the client that asked for it.
 */
export function readClientKey(request: FastifyRequest): string {
  const viewer = readViewer(request);
  if (viewer) return `user:${viewer.user.id}`;
  return readAnonymousId(request) ?? `ip:${request.ip}`;
}

import cookie from '@fastify/cookie';
import { AppError } from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService, Viewer } from '../modules/auth/auth.service';
import { readBearerToken } from '../modules/auth/session-token';

/**
 * Who is calling: on every request the bearer token (if any) is resolved into a `viewer`, or null
 * for a guest. Only the token counts: headers such as `x-admin-override` or `x-user-email` are
 * never read, so nothing a client sends can make it an admin or premium.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a guest (missing, unknown, expired or revoked token). */
    viewer: Viewer | null;
  }
}

export async function registerAuth(
  app: FastifyInstance,
  deps: { auth: AuthService },
): Promise<void> {
  // Cookies carry only the Google sign-in's browser binding; sessions travel as bearer tokens.
  await app.register(cookie);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearerToken(request.headers.authorization);
    request.viewer = token ? await deps.auth.resolveViewer(token) : null;
  });
}

/** The signed-in caller, or null for a guest. */
export function readViewer(request: FastifyRequest): Viewer | null {
  return request.viewer;
}

/** The signed-in caller; a 401 UNAUTHENTICATED error for a guest. */
export function requireUser(request: FastifyRequest): Viewer {
  if (!request.viewer) {
    throw new AppError('UNAUTHENTICATED', { message: 'Please sign in to continue.' });
  }
  return request.viewer;
}

import { ANONYMOUS_ID_HEADER } from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Caller, GuestCaller } from '../../identity/caller';
import { clientNetworkOf } from '../../identity/client-network';
import type { AuthService } from './auth.service';
import { readBearerToken } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, resolved once before the handler: a signed-in user or a guest. */
    caller: Caller;
  }
}

const AnonymousIdSchema = z.uuid();

/** The guest behind a request: its anonymous id when the header holds a UUID, and its address. */
function guestOf(request: FastifyRequest): GuestCaller {
  const header = request.headers[ANONYMOUS_ID_HEADER];
  // Most requests carry no header at all: they skip the parse (and the error it would build).
  const isAnonymousId = typeof header === 'string' && AnonymousIdSchema.safeParse(header).success;
  return {
    kind: 'guest',
    address: clientNetworkOf(request.ip),
    ...(isAnonymousId ? { anonymousId: header.toLowerCase() } : {}),
  };
}

/**
 * Resolves `request.caller` on every request: the bearer token's user (missing, unknown, expired
 * or revoked tokens make a guest). Only the token counts: headers such as `x-admin-override` or
 * `x-user-email` are never read, so nothing a client sends can make it an admin or premium.
 */
export function registerCallerHook(app: FastifyInstance, deps: { auth: AuthService }): void {
  // Declared empty so every request object has the same shape; the hook below sets it.
  app.decorateRequest('caller');
  // A callback hook: most requests carry no token and are answered without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token) {
      request.caller = guestOf(request);
      done();
      return;
    }
    deps.auth.resolveUser(token).then((user) => {
      request.caller = user ?? guestOf(request);
      done();
    }, done);
  });
}

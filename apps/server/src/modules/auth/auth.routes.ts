import {
  authProvidersContract,
  currentUserContract,
  loginContract,
  logoutContract,
  registerContract,
  verifyTokenContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import { type AuthService, toPublicUser } from './auth.service';
import { sessionBody } from './session-body';
import { readBearerToken } from './session-token';

const tags = ['auth'];

/** POST /auth/register, /auth/login, /auth/logout, GET /auth/me, POST /api/auth/verify, GET /api/auth/providers. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; isGoogleConfigured: boolean },
): void {
  const { auth } = deps;

  routeFromContract(
    app,
    registerContract,
    async (request) => sessionBody(await auth.register(request.body, request.ip)),
    { status: 201, tags },
  );

  routeFromContract(
    app,
    loginContract,
    async (request) => sessionBody(await auth.login(request.body, request.ip)),
    { tags },
  );

  routeFromContract(
    app,
    logoutContract,
    async (request) => {
      requireUser(request.caller);
      const token = readBearerToken(request.headers.authorization);
      if (token) await auth.logout(token);
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    currentUserContract,
    (request) => ({ user: toPublicUser(requireUser(request.caller)) }),
    {
      tags,
    },
  );

  // The web app calls this with the token of the Google redirect before storing the session.
  routeFromContract(
    app,
    verifyTokenContract,
    (request) => ({ user: toPublicUser(requireUser(request.caller)) }),
    {
      tags,
    },
  );

  routeFromContract(app, authProvidersContract, () => ({ google: deps.isGoogleConfigured }), {
    tags,
  });
}

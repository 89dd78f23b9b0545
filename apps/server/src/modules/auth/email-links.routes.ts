import {
  forgotPasswordContract,
  resendVerificationContract,
  resetPasswordContract,
  verificationLinkContract,
  verifyEmailContract,
  verifyEmailWithCodeContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { AuthService } from './auth.service';
import { sessionBody } from './session-body';

const tags = ['auth'];

/**
 * The e-mailed links: verify the address, and reset a forgotten password; and, on a server without
 * mail, the administrator's one-time code.
 */
export function registerEmailLinkRoutes(app: FastifyInstance, deps: { auth: AuthService }): void {
  const { auth } = deps;

  routeFromContract(
    app,
    verificationLinkContract,
    async (request) => auth.readVerificationLink(request.body.token),
    { tags },
  );

  routeFromContract(
    app,
    verifyEmailContract,
    async (request) => sessionBody(await auth.verifyEmail(request.body)),
    { tags },
  );

  routeFromContract(
    app,
    verifyEmailWithCodeContract,
    async (request) => sessionBody(await auth.verifyEmailWithCode(request.body, request.ip)),
    { tags },
  );

  routeFromContract(
    app,
    resendVerificationContract,
    async (request) => {
      await auth.resendVerification(requireUser(request.caller));
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    forgotPasswordContract,
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.ip);
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    resetPasswordContract,
    async (request) => sessionBody(await auth.resetPassword(request.body)),
    { tags },
  );
}

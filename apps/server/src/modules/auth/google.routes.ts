import {
  AppError,
  AUTH_ERROR_QUERY_PARAM,
  exchangeSignInCodeContract,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_SIGN_IN_PATH,
  type GoogleSignInError,
  SIGN_IN_CODE_FRAGMENT_PARAM,
} from '@polymath/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeFromContract } from '../../http/route';
import { sessionBody } from './session-body';
import {
  exchangeSignInCode,
  finishGoogleSignIn,
  type GoogleSignInDeps,
  SIGN_IN_TTL_MS,
  startGoogleSignIn,
} from './use-cases/google-sign-in';

/** The cookie tying a sign-in to the browser that started it (against login CSRF). */
const BINDING_COOKIE = 'polymath_google_sign_in';
/** The cookie goes to the callback and to the exchange, both under this path, and nowhere else. */
const BINDING_COOKIE_PATH = GOOGLE_SIGN_IN_PATH;

/**
 * GET /auth/google and its callback, both browser navigations answered with a redirect: to the
 * provider, to `/#signInCode=…` on success, or to `/?authError=failed|unavailable`; and
 * POST /auth/google/exchange, where the app trades that one-time code for a session.
 */
export function registerGoogleRoutes(
  app: FastifyInstance,
  deps: GoogleSignInDeps & { publicBaseUrl: string | undefined },
): void {
  const redirectUriFor = (request: FastifyRequest) =>
    new URL(GOOGLE_CALLBACK_PATH, deps.publicBaseUrl ?? `${request.protocol}://${request.host}`)
      .href;

  app.get(
    GOOGLE_SIGN_IN_PATH,
    { schema: { tags: ['auth'], summary: 'Start Google sign-in' } },
    async (request, reply) => {
      try {
        const started = await startGoogleSignIn(deps, redirectUriFor(request));
        void reply.setCookie(BINDING_COOKIE, started.browserBinding, {
          path: BINDING_COOKIE_PATH,
          httpOnly: true,
          // Lax: the cookie must come along on the provider's top-level redirect back to us.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: SIGN_IN_TTL_MS / 1000,
        });
        return reply.redirect(started.authorizationUrl, 302);
      } catch (error) {
        const reason: GoogleSignInError =
          error instanceof AppError &&
          (error.code === 'NOT_CONFIGURED' || error.code === 'UPSTREAM_FAILED')
            ? 'unavailable'
            : 'failed';
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return redirectWithError(reply, reason);
      }
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    { schema: { tags: ['auth'], summary: 'Google sign-in callback' } },
    async (request, reply) => {
      // The redirect carries a one-time code: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      try {
        const { signInCode } = await finishGoogleSignIn(deps, {
          query: new URL(request.url, 'http://callback.invalid').searchParams,
          browserBinding: request.cookies[BINDING_COOKIE],
        });
        // The binding cookie stays until the exchange, which checks it again.
        const fragment = new URLSearchParams({ [SIGN_IN_CODE_FRAGMENT_PARAM]: signInCode });
        return reply.redirect(`/#${fragment.toString()}`, 302);
      } catch (error) {
        void reply.clearCookie(BINDING_COOKIE, { path: BINDING_COOKIE_PATH });
        request.log.warn({ err: error }, 'Google sign-in failed');
        return redirectWithError(reply, 'failed');
      }
    },
  );

  routeFromContract(
    app,
    exchangeSignInCodeContract,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const browserBinding = request.cookies[BINDING_COOKIE];
      // Used or refused, the binding has done its work: a new sign-in makes a new one.
      void reply.clearCookie(BINDING_COOKIE, { path: BINDING_COOKIE_PATH });
      return sessionBody(
        await exchangeSignInCode(deps, { code: request.body.code, browserBinding }),
      );
    },
    { tags: ['auth'] },
  );
}

function redirectWithError(reply: FastifyReply, reason: GoogleSignInError): FastifyReply {
  return reply.redirect(`/?${AUTH_ERROR_QUERY_PARAM}=${reason}`, 302);
}

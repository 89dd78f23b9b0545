import {
  AppError,
  AUTH_ERROR_QUERY_PARAM,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_SIGN_IN_PATH,
  type GoogleSignInError,
} from '@polymath/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  finishGoogleSignIn,
  type GoogleSignInDeps,
  SIGN_IN_TTL_MS,
  startGoogleSignIn,
} from './use-cases/google-sign-in';

/** The cookie tying a sign-in to the browser that started it (against login CSRF). */
const BINDING_COOKIE = 'polymath_google_sign_in';

/**
 * GET /auth/google and its callback. Both are browser navigations, so they always answer with a
 * redirect: to the provider, to `/?token=…` on success, or to `/?authError=failed|unavailable`.
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
          path: GOOGLE_CALLBACK_PATH,
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
      // The redirect carries a session token: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      void reply.clearCookie(BINDING_COOKIE, { path: GOOGLE_CALLBACK_PATH });
      try {
        const session = await finishGoogleSignIn(deps, {
          query: new URL(request.url, 'http://callback.invalid').searchParams,
          browserBinding: request.cookies[BINDING_COOKIE],
        });
        return reply.redirect(`/?${new URLSearchParams({ token: session.token }).toString()}`, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return redirectWithError(reply, 'failed');
      }
    },
  );
}

function redirectWithError(reply: FastifyReply, reason: GoogleSignInError): FastifyReply {
  return reply.redirect(`/?${AUTH_ERROR_QUERY_PARAM}=${reason}`, 302);
}

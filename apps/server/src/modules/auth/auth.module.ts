import { EMAIL_LINK_PATHS } from '@polymath/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/mail-sender';
import { createOidcClient } from '../../adapters/oidc/oidc-client';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import { createAdminVerificationCode } from './admin-verification-code';
import { createAttemptLimiter } from './attempt-limiter';
import { registerAuthRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { registerCallerHook } from './caller-hook';
import { createEmailLinkMailer } from './email-link-mailer';
import { registerEmailLinkRoutes } from './email-links.routes';
import { registerGoogleRoutes } from './google.routes';
import { NO_SUBSCRIPTIONS, type PlanSource } from './plan';

/** Requests to the OpenID Connect provider are abandoned after this long. */
const OIDC_TIMEOUT_SECONDS = 10;

/**
 * Accounts: resolves the caller of every request (`request.caller`) and registers the sign-in
 * routes (e-mail and password, and Google when configured). Register it before any other module
 * whose routes read the caller.
 */
export function createAuthModule(deps: {
  env: Env;
  db: Database;
  planSource?: PlanSource;
  jobs: JobQueue;
  mail: MailSender;
  logger: FastifyBaseLogger;
}): AppModule<AuthService> {
  const { env, db } = deps;
  const rates = createRateLimiter(db);
  const linkBaseUrl = linkBaseUrlOf(env);
  const mailer = createEmailLinkMailer({
    db,
    jobs: deps.jobs,
    mail: deps.mail,
    linkBaseUrl,
    logger: deps.logger,
  });
  const auth = createAuthService({
    db,
    adminEmails: env.ADMIN_EMAILS,
    tokenTtlDays: env.AUTH_TOKEN_TTL_DAYS,
    planSource: deps.planSource ?? NO_SUBSCRIPTIONS,
    rates,
    mailer,
    adminCode: createAdminVerificationCode({
      dataDir: env.DATA_DIR,
      pageUrl: new URL(EMAIL_LINK_PATHS.verifyEmail, linkBaseUrl).href,
      logger: deps.logger,
    }),
    limiter: createAttemptLimiter(rates, {
      maxFailures: env.AUTH_MAX_FAILURES,
      maxAddressFailures: env.AUTH_ADDRESS_MAX_FAILURES,
      windowSeconds: env.AUTH_FAILURE_WINDOW_MINUTES * 60,
      signupsPerHour: env.AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR,
    }),
  });
  const oidc =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createOidcClient({
          issuer: env.GOOGLE_OIDC_ISSUER,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          timeoutSeconds: OIDC_TIMEOUT_SECONDS,
        })
      : null;

  return {
    service: auth,
    async register(app) {
      await registerCallerHook(app, { auth });
      registerAuthRoutes(app, { auth, isGoogleConfigured: oidc !== null });
      registerEmailLinkRoutes(app, { auth });
      await mailer.start();
      await auth.offerAdminVerificationCode({ sendsMail: deps.mail.kind === 'smtp' });
      registerGoogleRoutes(app, { db, oidc, auth, publicBaseUrl: env.PUBLIC_BASE_URL });
    },
  };
}

/**
 * Where mailed links point: PUBLIC_BASE_URL, else this server as its own machine reaches it. Never
 * a request's Host header, which would let anyone have a reset link mailed that leads elsewhere.
 */
function linkBaseUrlOf(env: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL;
  const isWildcard = env.HOST === '0.0.0.0' || env.HOST === '::';
  const host = isWildcard ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

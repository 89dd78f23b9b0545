import cookie from '@fastify/cookie';
import { EMAIL_LINK_PATHS } from '@polymath/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { OidcClient } from '../../adapters/oidc/oidc-client';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import { createAdminVerificationCode } from './admin-verification-code';
import { type AttemptLimits, createAttemptLimiter } from './attempt-limiter';
import { registerAuthRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { registerCallerHook } from './caller-hook';
import { createEmailLinkMailer } from './email-link-mailer';
import { registerEmailLinkRoutes } from './email-links.routes';
import { registerGoogleRoutes } from './google.routes';
import { NO_SUBSCRIPTIONS, type PlanSource } from './plan';

export interface AuthModuleDeps {
  db: Database;
  /** Who has an active subscription (the billing module's, unless a test gives its own). */
  planSource?: PlanSource;
  /** Sends the e-mail links, retried in the background. */
  jobs: JobQueue;
  mail: MailSender;
  logger: FastifyBaseLogger;
  /** Google's OpenID Connect client; null when Google sign-in is not configured. */
  oidc: OidcClient | null;
  /** Accounts that are administrators once their address is verified (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** How long a session lasts (AUTH_TOKEN_TTL_DAYS). */
  tokenTtlDays: number;
  /** Failed sign-ins and sign-ups allowed per e-mail and client (the AUTH_* limits). */
  limits: AttemptLimits;
  /** The folder the first administrator's one-time code is written to (DATA_DIR). */
  adminCodeDir: string;
  /**
   * Where mailed links point: PUBLIC_BASE_URL, else this server as its own machine reaches it.
   * Never a request's Host header, which would let anyone have a reset link mailed that leads
   * elsewhere.
   */
  linkBaseUrl: string;
  /** Where Google sends the browser back to (PUBLIC_BASE_URL; else the request's own origin). */
  publicBaseUrl: string | undefined;
}

/**
 * Accounts: resolves the caller of every request (`request.caller`) and registers the sign-in
 * routes (e-mail and password, and Google when configured). Register it before any other module
 * whose routes read the caller.
 */
export function createAuthModule(deps: AuthModuleDeps): AppModule<AuthService> {
  const { db, linkBaseUrl, oidc } = deps;
  const rates = createRateLimiter(db);
  const mailer = createEmailLinkMailer({
    db,
    jobs: deps.jobs,
    mail: deps.mail,
    linkBaseUrl,
    logger: deps.logger,
  });
  const auth = createAuthService({
    db,
    adminEmails: deps.adminEmails,
    tokenTtlDays: deps.tokenTtlDays,
    planSource: deps.planSource ?? NO_SUBSCRIPTIONS,
    rates,
    mailer,
    adminCode: createAdminVerificationCode({
      dataDir: deps.adminCodeDir,
      pageUrl: new URL(EMAIL_LINK_PATHS.verifyEmail, linkBaseUrl).href,
      logger: deps.logger,
    }),
    limiter: createAttemptLimiter(rates, deps.limits),
  });

  return {
    service: auth,
    async register(app) {
      registerCallerHook(app, { auth });
      registerAuthRoutes(app, { auth, isGoogleConfigured: oidc !== null });
      registerEmailLinkRoutes(app, { auth });
      await mailer.start();
      await auth.offerAdminVerificationCode({ sendsMail: deps.mail.kind === 'smtp' });
      // Cookies carry only the Google sign-in's browser binding (sessions travel as bearer
      // tokens): parsed and written for its routes alone, not on every request.
      await app.register(async (scope) => {
        await scope.register(cookie);
        registerGoogleRoutes(scope, { db, oidc, auth, publicBaseUrl: deps.publicBaseUrl });
      });
    },
  };
}

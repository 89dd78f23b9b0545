import { createStripeGateway } from '../../adapters/stripe/stripe-gateway';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import type { PaymentsGateway } from './billing.ports';
import { registerBillingRoutes } from './billing.routes';
import { type BillingService, createBillingService } from './billing.service';

/**
 * Billing as the configuration asks for it: Stripe when its keys are set, otherwise a service whose
 * payment calls answer NOT_CONFIGURED (and whose plan source grants nothing new).
 * Create it before the auth module, which takes its planSource.
 */
export function createBillingModule(deps: { env: Env; db: Database }): AppModule<BillingService> {
  const { env, db } = deps;
  const gateway: PaymentsGateway | null =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          ...(env.STRIPE_API_BASE_URL ? { apiBaseUrl: env.STRIPE_API_BASE_URL } : {}),
        })
      : null;
  const billing = createBillingService({
    db,
    gateway,
    premiumPriceId: env.STRIPE_PRICE_ID_PREMIUM ?? null,
  });
  return {
    service: billing,
    register: (app) => registerBillingRoutes(app, { billing, publicBaseUrl: env.PUBLIC_BASE_URL }),
  };
}

import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import type { PaymentsGateway } from './billing.ports';
import { registerBillingRoutes } from './billing.routes';
import { type BillingService, createBillingService } from './billing.service';

/**
 * Billing through the payments gateway the configuration chose (Stripe when its keys are set); with
 * none, payment calls answer NOT_CONFIGURED (and the plan source grants nothing new).
 * Create it before the auth module, which takes its planSource.
 */
export function createBillingModule(deps: {
  db: Database;
  gateway: PaymentsGateway | null;
  premiumPriceId: string | null;
  publicBaseUrl: string | undefined;
}): AppModule<BillingService> {
  const billing = createBillingService({
    db: deps.db,
    gateway: deps.gateway,
    premiumPriceId: deps.premiumPriceId,
  });
  return {
    service: billing,
    register: (app) => registerBillingRoutes(app, { billing, publicBaseUrl: deps.publicBaseUrl }),
  };
}

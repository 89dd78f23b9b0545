/** The billing module: subscriptions through a payments provider. Other modules use only this file. */
export { createBillingModule } from './billing.module';
export type { BillingService } from './billing.service';
export { InvalidSignatureError } from './billing.ports';
export type { PaymentsGateway, ProviderEvent, ProviderSubscription } from './billing.ports';

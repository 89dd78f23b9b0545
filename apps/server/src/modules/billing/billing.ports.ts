/**
 * What billing needs from the payment provider, in the product's terms. The Stripe adapter
 * (adapters/stripe) implements it; the service never sees the SDK.
 */

/** A subscription as the provider reports it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's status text: active, trialing, past_due, canceled, ... */
  status: string;
  currentPeriodEnd: Date | null;
}

/** A verified webhook event, reduced to what billing acts on. */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: 'checkout-completed'; customerId: string | null; subscriptionId: string | null }
  | { kind: 'subscription-changed'; subscription: ProviderSubscription }
  | { kind: 'other' }
);

/** Thrown by verifyEvent when the signature (or the payload) does not check out. */
export class InvalidSignatureError extends Error {
  constructor(cause: unknown) {
    super('invalid webhook signature', { cause });
    this.name = 'InvalidSignatureError';
  }
}

export interface PaymentsGateway {
  /** Creates the provider's customer for a user; the same user gets the same customer on a retry. */
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout of one subscription to `priceId`; its url, if the provider gave one. */
  createCheckoutSession(input: {
    customerId: string;
    priceId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string | null }>;
  /** Every subscription of a customer, whatever its status. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** One subscription, or null when the provider has no such id. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Cancels a subscription now; its state afterwards. */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Checks the signature of a webhook delivery on its raw body; throws InvalidSignatureError. */
  verifyEvent(rawBody: Buffer, signatureHeader: string): ProviderEvent;
}

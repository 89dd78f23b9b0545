/** Payments set up, with this price, and (optionally) the caller's customer. */
export function configuredBilling(customerId: string | null = null): Response {
  return Response.json({ isConfigured: true, premiumPriceId: 'price_premium', customerId });
}

export { stubApiServer as stubBillingServer } from '@/testing/stub-api-server';
export type { StubbedRequest as SeenBillingRequest } from '@/testing/stub-api-server';

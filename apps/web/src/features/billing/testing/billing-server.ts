import { vi } from 'vitest';

/** One request the stubbed server saw. */
export interface SeenBillingRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: SeenBillingRequest) => Response | Promise<Response>;

/** Payments set up, with this price, and (optionally) the caller's customer. */
export function configuredBilling(customerId: string | null = null): Response {
  return Response.json({ isConfigured: true, premiumPriceId: 'price_premium', customerId });
}

/**
 * Replaces fetch with a tiny server: `routes` maps 'METHOD /path' to a handler; anything else
 * answers 404 in the API's error shape. Returns the requests seen, in order.
 */
export function stubBillingServer(routes: Record<string, Handler>): SeenBillingRequest[] {
  const seen: SeenBillingRequest[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const request: SeenBillingRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    return Response.json(
      { success: false, error: 'Not found', code: 'NOT_FOUND' },
      { status: 404 },
    );
  });
  return seen;
}

import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API: a real HTTP server on 127.0.0.1 answering the calls billing
 * makes through the official SDK (customers, checkout sessions, subscriptions list / retrieve /
 * cancel), with form-encoded bodies and idempotency keys like Stripe's. Start the server with
 * STRIPE_API_BASE_URL set to `baseUrl`. Tests play Stripe's side of a checkout with
 * `completeCheckout`, then send the matching webhook event themselves.
 */

export interface FakeStripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; current_period_end: number }[];
  };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  customer: string;
  mode: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  price: string | null;
  url: string;
  status: 'open' | 'complete';
  subscription: string | null;
}

/** One request the fake received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  baseUrl: string;
  requests: FakeStripeRequest[];
  customers: Map<string, { id: string; email: string; name: string }>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeStripeSubscription>;
  /** Plays a paid checkout: the session completes with a new subscription in `status`. */
  completeCheckout(
    sessionId: string,
    status?: string,
  ): { session: FakeCheckoutSession; subscription: FakeStripeSubscription };
  /** Answer every request with this HTTP status (a Stripe api_error); null answers normally. */
  setFailure(status: number | null): void;
  close(): Promise<void>;
}

const PERIOD_SECONDS = 30 * 24 * 3600;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function missing(response: ServerResponse, what: string): void {
  send(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, { id: string; email: string; name: string }>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeStripeSubscription>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  let failure: number | null = null;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function createSubscription(customer: string, status: string): FakeStripeSubscription {
    const subscription: FakeStripeSubscription = {
      id: nextId('sub'),
      object: 'subscription',
      customer,
      status,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_end: Math.floor(Date.now() / 1000) + PERIOD_SECONDS,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const form = method === 'GET' ? Object.fromEntries(url.searchParams) : await readForm(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, form, idempotencyKey });
    if (failure !== null) {
      send(response, failure, { error: { type: 'api_error', message: 'fake outage' } });
      return;
    }
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    if (replayKey && idempotent.has(replayKey)) {
      send(response, 200, idempotent.get(replayKey));
      return;
    }
    const answer = (body: unknown) => {
      if (replayKey) idempotent.set(replayKey, body);
      send(response, 200, body);
    };

    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: nextId('cus'), email: form.email ?? '', name: form.name ?? '' };
      customers.set(customer.id, customer);
      answer({ ...customer, object: 'customer' });
    } else if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const customer = form.customer ?? '';
      if (!customers.has(customer)) return missing(response, `customer: '${customer}'`);
      const id = nextId('cs');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        customer,
        mode: form.mode ?? '',
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        price: form['line_items[0][price]'] ?? null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        subscription: null,
      };
      sessions.set(id, session);
      answer(session);
    } else if (method === 'GET' && url.pathname === '/v1/subscriptions') {
      const data = [...subscriptions.values()].filter(
        (subscription) =>
          subscription.customer === form.customer &&
          (form.status === 'all' || subscription.status !== 'canceled'),
      );
      answer({ object: 'list', url: '/v1/subscriptions', has_more: false, data });
    } else if (subscriptionPath && (method === 'GET' || method === 'DELETE')) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ''));
      if (!subscription) return missing(response, 'subscription');
      if (method === 'DELETE') subscription.status = 'canceled';
      answer(subscription);
    } else {
      missing(response, `route ${method} ${url.pathname}`);
    }
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    completeCheckout(sessionId, status = 'active') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const subscription = createSubscription(session.customer, status);
      session.status = 'complete';
      session.subscription = subscription.id;
      return { session, subscription };
    },
    setFailure(status) {
      failure = status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let eventCounter = 0;

/**
 * A webhook delivery as Stripe would send it: the JSON payload of an event wrapping `object`, and
 * its Stripe-Signature header made by the SDK's own test helper with `secret`.
 */
export function signedStripeEvent(
  stripe: {
    webhooks: { generateTestHeaderString(options: { payload: string; secret: string }): string };
  },
  secret: string,
  type: string,
  object: unknown,
  id = `evt_fake${++eventCounter}`,
): { id: string; payload: string; signature: string } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

import {
  billingConfigContract,
  cancelSubscriptionContract,
  createCheckoutSessionContract,
  listSubscriptionsContract,
  stripeWebhookContract,
} from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser, userIdOf } from '../../identity/caller';
import type { BillingService } from './billing.service';

const tags = ['billing'];

/** GET /api/billing/config and the /api/stripe/* routes. */
export async function registerBillingRoutes(
  app: FastifyInstance,
  deps: { billing: BillingService; publicBaseUrl: string | undefined },
): Promise<void> {
  const { billing } = deps;
  const returnBaseUrl = (request: FastifyRequest) =>
    deps.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  routeFromContract(
    app,
    billingConfigContract,
    (request) => billing.getConfig(userIdOf(request.caller)),
    { tags },
  );

  routeFromContract(
    app,
    createCheckoutSessionContract,
    async (request) => {
      const { user } = requireUser(request.caller);
      const session = await billing.createCheckoutSession(
        user.id,
        request.body,
        returnBaseUrl(request),
      );
      return { success: true as const, url: session.url };
    },
    { tags },
  );

  routeFromContract(
    app,
    listSubscriptionsContract,
    async (request) => {
      const { user } = requireUser(request.caller);
      const subscriptions = await billing.listSubscriptions(user.id, request.params.customerId);
      return { success: true as const, subscriptions };
    },
    { tags },
  );

  routeFromContract(
    app,
    cancelSubscriptionContract,
    async (request) => {
      const { user } = requireUser(request.caller);
      await billing.cancelSubscription(user.id, request.body.subscriptionId);
      return { success: true as const };
    },
    { tags },
  );

  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    routeFromContract(
      scope,
      stripeWebhookContract,
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await billing.handleWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
      { tags },
    );
    done();
  });
}

import { incrementUsageContract, usageLimitsContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { UsageService } from './usage.service';

/**
 * The usage endpoints: the caller's counters, and the client's increment call. The caller is the
 * one the server resolved from the bearer token (its plan included) or the guest: no header the
 * client sends changes it.
 */
export function registerUsageRoutes(app: FastifyInstance, deps: { usage: UsageService }): void {
  const { usage } = deps;
  const tags = ['usage'];

  routeFromContract(app, usageLimitsContract, (request) => usage.getUsageLimits(request.caller), {
    tags,
  });

  routeFromContract(
    app,
    incrementUsageContract,
    async (request) => {
      await usage.consume(request.caller, request.body.featureType);
      return usage.getUsageLimits(request.caller);
    },
    { tags },
  );
}

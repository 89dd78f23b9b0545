import { incrementUsageContract, usageLimitsContract } from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAnonymousId } from '../../http/anonymous-id';
import { routeFromContract } from '../../http/route';
import { readViewer } from '../../plugins/auth';
import type { UsageService, UsageSubject } from './usage.service';

/** The usage endpoints: the caller's counters, and the client's increment call. */
export function registerUsageRoutes(app: FastifyInstance, deps: { usage: UsageService }): void {
  const { usage } = deps;
  const tags = ['usage'];

  routeFromContract(
    app,
    usageLimitsContract,
    (request) => usage.getUsageLimits(subjectOf(request)),
    {
      tags,
    },
  );

  routeFromContract(
    app,
    incrementUsageContract,
    async (request) => {
      const subject = subjectOf(request);
      await usage.consume(subject, request.body.featureType);
      return usage.getUsageLimits(subject);
    },
    { tags },
  );
}

/**
 * Whose counters a request uses: the signed-in user with the plan the server resolved from the
 * bearer token (no header the client sends changes it), else the guest's anonymous id and address.
 */
export function subjectOf(request: FastifyRequest): UsageSubject {
  const viewer = readViewer(request);
  if (viewer) return { kind: 'user', userId: viewer.user.id, plan: viewer.plan };
  const anonymousId = readAnonymousId(request);
  return { kind: 'guest', address: request.ip, ...(anonymousId ? { anonymousId } : {}) };
}

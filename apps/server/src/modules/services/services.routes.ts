import { checkConfiguredServicesContract, configuredServicesContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { ServicesService } from './services.service';

/** GET /api/admin/services and POST /api/admin/services/check: admins only. */
export function registerServicesRoutes(
  app: FastifyInstance,
  deps: { services: ServicesService },
): void {
  const tags = ['admin'];
  routeFromContract(
    app,
    configuredServicesContract,
    (request) => deps.services.statusFor(request.caller),
    { tags },
  );
  routeFromContract(
    app,
    checkConfiguredServicesContract,
    (request) => deps.services.recheckFor(request.caller),
    { tags },
  );
}

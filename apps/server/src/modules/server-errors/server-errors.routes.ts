import { serverErrorsContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { ServerErrorsService } from './server-errors.service';

/** GET /api/admin/errors: admins only. */
export function registerServerErrorsRoutes(
  app: FastifyInstance,
  deps: { serverErrors: ServerErrorsService },
): void {
  routeFromContract(
    app,
    serverErrorsContract,
    (request) => deps.serverErrors.summaryFor(request.caller),
    { tags: ['admin'] },
  );
}

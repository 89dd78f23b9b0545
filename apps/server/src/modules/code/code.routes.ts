import { executeCodeContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { CodeService } from './code.service';

/** POST /api/execute-code (000 §7). */
export function registerCodeRoutes(app: FastifyInstance, deps: { code: CodeService }): void {
  routeFromContract(
    app,
    executeCodeContract,
    (request) => deps.code.execute(request.caller, request.body),
    { tags: ['code'] },
  );
}

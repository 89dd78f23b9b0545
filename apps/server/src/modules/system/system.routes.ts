import { healthContract, publicConfigContract, readyContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { SystemService } from './system.service';

/** GET /api/health, /api/ready and /api/config. */
export function registerSystemRoutes(app: FastifyInstance, deps: { system: SystemService }): void {
  const { system } = deps;
  const tags = ['system'];
  // Liveness stays answerable under load: shedding it would get a busy server restarted.
  routeFromContract(app, healthContract, () => system.health(), {
    tags,
    config: { loadShedding: false },
  });
  routeFromContract(app, readyContract, () => system.checkReady(), { tags });
  routeFromContract(app, publicConfigContract, () => system.publicConfig(), { tags });
}

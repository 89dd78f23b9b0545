import {
  AppError,
  healthContract,
  PRODUCT_NAME,
  publicConfigContract,
  readyContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { routeFromContract } from '../../http/route';
import type { Lifecycle } from '../../lifecycle';
import { readInstance } from './system.repository';

export interface SystemDeps {
  env: Env;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  version: string;
}

/** Liveness, readiness and the public configuration. */
export function registerSystemRoutes(app: FastifyInstance, deps: SystemDeps): void {
  const { database, lifecycle, version, env } = deps;
  const tags = ['system'];

  // Liveness stays answerable under load: shedding it would get a busy server restarted.
  routeFromContract(
    app,
    healthContract,
    () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), version }),
    { tags, config: { loadShedding: false } },
  );

  routeFromContract(
    app,
    readyContract,
    async () => {
      if (lifecycle.shuttingDown) {
        throw new AppError('UNAVAILABLE', { message: 'The server is shutting down.' });
      }
      try {
        const row = await readInstance(database.db);
        if (!row) throw new Error('the instance row is missing');
      } catch (cause) {
        throw new AppError('UNAVAILABLE', { message: 'The database is not reachable.', cause });
      }
      return { status: 'ready', database: database.kind };
    },
    { tags },
  );

  routeFromContract(
    app,
    publicConfigContract,
    () => ({
      productName: PRODUCT_NAME,
      version,
      supportEmail: env.SUPPORT_EMAIL,
      ads: {
        publisherId: env.ADS_PUBLISHER_ID ?? null,
        slotId: env.ADS_SLOT_ID ?? null,
        scriptUrl: env.ADS_SCRIPT_URL,
        popupDelayMs: env.ADS_POPUP_DELAY_MS,
      },
    }),
    { tags },
  );
}

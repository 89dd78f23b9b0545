import {
  AppError,
  type HealthResponse,
  PRODUCT_NAME,
  type PublicConfigResponse,
  type ReadyResponse,
} from '@polymath/shared';
import type { Env } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../lifecycle';
import { readInstance } from './system.repository';

export interface SystemDeps {
  env: Env;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  version: string;
}

export interface SystemService {
  /** Liveness: the process answers (no I/O, so it stays answerable under load). */
  health(): HealthResponse;
  /** Readiness: 503 UNAVAILABLE while shutting down or when the database does not answer. */
  checkReady(): Promise<ReadyResponse>;
  /** What the web app needs to know about this server before anyone signs in. */
  publicConfig(): PublicConfigResponse;
}

/** Liveness, readiness and the public configuration. */
export function createSystemService(deps: SystemDeps): SystemService {
  const { env, database, lifecycle, version } = deps;
  return {
    health: () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), version }),

    async checkReady() {
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

    publicConfig: () => ({
      productName: PRODUCT_NAME,
      version,
      supportEmail: env.SUPPORT_EMAIL,
      // As createMailSender decides: without SMTP_URL the links wait in DATA_DIR/mail-outbox.
      sendsMail: Boolean(env.SMTP_URL),
      ads: {
        publisherId: env.ADS_PUBLISHER_ID ?? null,
        slotId: env.ADS_SLOT_ID ?? null,
        scriptUrl: env.ADS_SCRIPT_URL,
        popupDelayMs: env.ADS_POPUP_DELAY_MS,
      },
    }),
  };
}

import {
  AppError,
  type HealthResponse,
  PRODUCT_NAME,
  type PublicConfigResponse,
  type ReadyResponse,
} from '@polymath/shared';
import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../lifecycle';
import { readInstance } from './system.repository';

export interface SystemDeps {
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  version: string;
  /**
   * What the configuration tells the web app: SUPPORT_EMAIL, whether mail is sent (SMTP) or left
   * in DATA_DIR/mail-outbox, and the ad settings (ADS_*).
   */
  publicSettings: Pick<PublicConfigResponse, 'supportEmail' | 'sendsMail' | 'ads'>;
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
  const { database, lifecycle, version } = deps;
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

    publicConfig: () => ({ productName: PRODUCT_NAME, version, ...deps.publicSettings }),
  };
}

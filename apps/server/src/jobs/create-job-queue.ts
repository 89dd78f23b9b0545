import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { createInProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue, type JobLogger } from './pg-boss-job-queue';

/** pg-boss's schema unless told otherwise. */
export const DEFAULT_JOBS_SCHEMA = 'pgboss';

/**
 * The job runner for the database in use: pg-boss on PostgreSQL (sharing the server's pool), the
 * in-process runner on PGlite (whose single connection could not serve pg-boss's polling anyway).
 */
export function createJobQueue(
  database: DatabaseHandle,
  options: { schema?: string; logger?: JobLogger; pollingIntervalSeconds?: number } = {},
): JobQueue {
  if (database.kind === 'pglite') return createInProcessJobQueue();
  // drizzle's node-postgres database exposes the pool it was given as $client.
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('The PostgreSQL database has no pool to share.');
  return createPgBossJobQueue({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: options.schema ?? DEFAULT_JOBS_SCHEMA,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
}

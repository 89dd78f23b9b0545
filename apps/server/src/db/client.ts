import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import { yieldToEventLoop } from '../threads/yield-to-event-loop';
import { seedFromInitialDatabase } from './initial-database';
import * as schema from './schema';

/**
 * The one place that decides which database the server talks to: PostgreSQL when a connection URL
 * is configured, otherwise the embedded PGlite (on disk in the data folder, or in memory for tests).
 * Everything else only sees `Database`, the driver-neutral Drizzle API.
 */

export type DatabaseSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseOptions =
  /** PostgreSQL. `searchPath` puts every table (and the migrations journal) in that schema. */
  | { kind: 'postgres'; url: string; searchPath?: string }
  /**
   * Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is undefined.
   * `loadDataDir` starts from a dump instead of an empty cluster (tests use a migrated template).
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Loads now, off any request, what the first queries of its kind would otherwise load while a
   * user waits (PGlite's English text-search dictionary, 0.1 s of WebAssembly compiled on the
   * event loop); nothing to do for PostgreSQL, whose own processes hold it.
   */
  warmUp(): Promise<void>;
  /** Closes the connection(s); safe to call twice. */
  close(): Promise<void>;
}

/** PGlite keeps its files in this sub-folder of DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** The database the configuration asks for. */
export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: pgliteDir(env.DATA_DIR) };
}

/** Opens (but does not migrate) the database. `onPoolError` hears about dropped idle connections. */
export async function openDatabase(
  options: DatabaseOptions,
  onPoolError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options, onPoolError)
    : openPglite(options.dataDir, options.loadDataDir);
}

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a database server; inside this
 * process they are resident memory of the web server. 16 MB holds a household's working set.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite as the server uses it, with two changes to how a query starts:
 *
 * - PGlite runs a query on the calling thread, all at once, and settles it in a microtask: a
 *   request's queries and the work between them would then run as one long task, holding up every
 *   other request, timer and socket for its whole length (a first question's chain measured
 *   300 ms). Each query and transaction here starts on a fresh turn of the event loop, so what
 *   waits gets its turn between two of them.
 * - Drizzle hands every query the same few parsers (dates and intervals left as text, which it
 *   reads itself), and PGlite copies its whole table of 300-odd parsers to add them, on every
 *   query: 190 µs of a 300 µs `select 1`. They are put in the client's own table instead, once
 *   per query at the cost of a few assignments, and the query goes without them. Every query the
 *   server sends goes through Drizzle, so every one asks for the same parsers.
 */
class ServerPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    await yieldToEventLoop();
    return super.query<T>(query, params, options?.parsers ? this.adoptParsers(options) : options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await yieldToEventLoop();
    return super.exec(query, options?.parsers ? this.adoptParsers(options) : options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await yieldToEventLoop();
    return super.transaction(callback);
  }

  private adoptParsers({ parsers, ...rest }: QueryOptions): QueryOptions {
    Object.assign(this.parsers, parsers);
    return rest;
  }
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir && !loadDataDir) await seedFromInitialDatabase(dataDir);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new ServerPGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    warmUp: async () => {
      await db.execute(sql`select to_tsvector('english', 'warming up')`);
    },
    close: () => (closed ??= client.close()),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function openPostgres(
  options: { url: string; searchPath?: string },
  onPoolError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const { searchPath } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    ...(searchPath ? { options: `-c search_path=${quoteIdentifier(searchPath)}` } : {}),
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener it would
  // crash the process. The next query simply gets a fresh connection.
  pool.on('error', onPoolError);
  const db = drizzlePg({ client: pool, schema });
  // Fail at start, not at the first request, when the database is unreachable.
  await pool.query('select 1');
  if (searchPath) await pool.query(`create schema if not exists ${quoteIdentifier(searchPath)}`);
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () =>
      migratePg(db, {
        migrationsFolder: MIGRATIONS_DIR,
        ...(searchPath ? { migrationsSchema: searchPath } : {}),
      }),
    warmUp: () => Promise.resolve(),
    close: () => (closed ??= pool.end()),
  };
}

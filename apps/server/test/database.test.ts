import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseOptionsFromEnv, openDatabase, pgliteDir } from '../src/db/client';
import { instance } from '../src/db/schema';
import { ensureInstance, readInstance } from '../src/modules/system/system.repository';
import { databases, tempDir } from './build-test-app';

describe('PGlite on disk', () => {
  it('keeps its data across two opens of the same DATA_DIR', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('persist');
    const options = databaseOptionsFromEnv({ DATA_DIR: dataDir });
    expect(options).toEqual({ kind: 'pglite', dataDir: pgliteDir(dataDir) });

    const first = await openDatabase(options);
    await first.migrate();
    await ensureInstance(first.db);
    const created = await readInstance(first.db);
    await first.close();

    const second = await openDatabase(options);
    try {
      await second.migrate();
      await ensureInstance(second.db);
      expect(await readInstance(second.db)).toEqual(created);
    } finally {
      await second.close();
    }
  });

  it('keeps PostgreSQL’s shared buffers to a home server’s size', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      expect((result as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    expect(databaseOptionsFromEnv({ DATA_DIR: '/x', DATABASE_URL: 'postgres://h/db' })).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
    });
  });
});

describe.each(databases)('migrations and the instance row on $kind', (factory) => {
  it('are idempotent and keep a single row', async () => {
    const database = await factory.open();
    try {
      await database.migrate();
      await ensureInstance(database.db);
      await ensureInstance(database.db);
      expect(await database.db.$count(instance)).toBe(1);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});

describe('the committed migrations', () => {
  it('name no schema, so they apply in whichever schema the connection uses', () => {
    // drizzle-kit writes REFERENCES "public"."users"; the tests (and some deployments) use another.
    const folder = new URL('../drizzle/', import.meta.url);
    const qualified = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .filter((file) => readFileSync(new URL(file, folder), 'utf8').includes('"public".'));
    expect(qualified).toEqual([]);
  });
});

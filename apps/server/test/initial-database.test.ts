import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDir } from '../src/db/client';
import { holdsCluster, seedFromInitialDatabase } from '../src/db/initial-database';
import { tempDir } from './build-test-app';
import { copyPgliteTemplate } from './pglite-template';

/** PGlite's and node-postgres's results both carry their rows here. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** A migrated cluster in a folder of its own, as the build leaves it in dist/initial-database. */
async function builtCluster(): Promise<string> {
  const dataDir = tempDir('initial-database');
  await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  return pgliteDir(dataDir);
}

describe('a new data folder started from the build’s cluster', () => {
  it(
    'is a copy that opens migrated, with no migration left to run',
    { timeout: 60_000 },
    async () => {
      const template = await builtCluster();
      const target = join(tempDir('seeded'), 'pglite');

      expect(await seedFromInitialDatabase(target, template)).toBe(true);
      expect(holdsCluster(target)).toBe(true);
      expect(readdirSync(join(target, '..'))).toEqual(['pglite']);

      const database = await openDatabase({ kind: 'pglite', dataDir: target });
      try {
        const before = await database.db.execute(sql`select count(*)::int as n from users`);
        expect(rowsOf(before)).toEqual([{ n: 0 }]);
        const applied = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        await database.migrate();
        const after = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(rowsOf(after)).toEqual(rowsOf(applied));
      } finally {
        await database.close();
      }
    },
  );

  it('is left alone when the folder already holds a cluster or anything else', async () => {
    const template = await builtCluster();
    expect(await seedFromInitialDatabase(template, template)).toBe(false);

    const occupied = join(tempDir('occupied'), 'pglite');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'not a database');
    expect(await seedFromInitialDatabase(occupied, template)).toBe(false);
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
  });

  it('is an empty folder made by PGlite when the server runs without a build', async () => {
    const target = join(tempDir('from-source'), 'pglite');
    expect(
      await seedFromInitialDatabase(target, join(tempDir('no-build'), 'initial-database')),
    ).toBe(false);
    expect(holdsCluster(target)).toBe(false);
  });
});

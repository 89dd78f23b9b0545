import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an empty, migrated PGlite database that each test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster takes seconds; loading a dump takes a fraction of that. So the
 * migrated database is created once per run and every test file gets its own copy of it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'polymath-pglite-template-'));
  const dataDir = join(dir, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  const client = new PGlite(dataDir);
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

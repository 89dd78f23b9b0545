import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDir } from '../src/db/client';

const run = promisify(execFile);

/** A dump of an empty, migrated PGlite database, and how to remove it. */
export interface PgliteTemplate {
  /** The tar file PGlite's dumpDataDir made. */
  file: string;
  remove(): Promise<void>;
}

/**
 * Creating a PGlite cluster takes seconds of CPU; loading a dump of one takes a fraction of that.
 * So a run creates and migrates one database, dumps it, and starts its databases from copies.
 */
export async function makePgliteTemplate(): Promise<PgliteTemplate> {
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
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Puts a copy of the template where a server started with DATA_DIR=`dataDir` keeps its database,
 * for a server whose first start (creating the cluster) is not what its test is about.
 */
export async function copyPgliteTemplate(templateFile: string, dataDir: string): Promise<void> {
  const database = pgliteDir(dataDir);
  await mkdir(database, { recursive: true });
  await run('tar', ['-xf', templateFile, '-C', database]);
}

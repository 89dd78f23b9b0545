import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SERVER_ROOT } from '../config/paths';

/**
 * A new PGlite cluster costs seconds of CPU (initdb, then the migrations) and leaves its initdb
 * memory behind for the process's life; the build makes one, migrated, and a server on a new data
 * folder starts from a copy of it instead.
 */

/** Where the build leaves the new, migrated cluster (absent when the server runs from source). */
export const INITIAL_DATABASE_DIR = join(SERVER_ROOT, 'dist', 'initial-database');

/** Every PostgreSQL data folder has this file; a folder without it holds no cluster. */
const CLUSTER_MARKER = 'PG_VERSION';

/** True when `dir` holds a PostgreSQL cluster. */
export function holdsCluster(dir: string): boolean {
  return existsSync(join(dir, CLUSTER_MARKER));
}

/**
 * Copies the build's cluster to `target` when `target` is missing or empty; returns whether it
 * did. The copy goes to a sibling first and is renamed into place, so a start cut short leaves
 * either no cluster (the next start copies again) or a whole one.
 */
export async function seedFromInitialDatabase(
  target: string,
  template: string = INITIAL_DATABASE_DIR,
): Promise<boolean> {
  if (!holdsCluster(template) || !(await isMissingOrEmpty(target))) return false;
  // One name: a copy a killed start left behind is cleared by the next (the data folder's lock
  // keeps a second server out meanwhile).
  const partial = `${target}.partial`;
  try {
    await rm(partial, { recursive: true, force: true });
    await copyTree(template, partial);
    if (existsSync(target)) await rmdir(target);
    await rename(partial, target);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return true;
}

/**
 * fs.cp copies one file at a time (0.9 s for the cluster's 1,200 files); folders first, then every
 * file at once on libuv's thread pool takes a tenth of that.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const pathOf = (entry: (typeof entries)[number]) =>
    join(to, relative(from, join(entry.parentPath, entry.name)));
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory()) await mkdir(pathOf(entry), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(join(entry.parentPath, entry.name), pathOf(entry))),
  );
}

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

// Run by the build (scripts/build.mjs): creates and migrates a new PGlite cluster in the folder
// given as the argument, for servers on a new data folder to start from (initial-database.ts).
import { rm } from 'node:fs/promises';
import { openDatabase } from './client';

const target = process.argv[2];
if (!target) throw new Error('Usage: make-initial-database <folder>');
await rm(target, { recursive: true, force: true });
const database = await openDatabase({ kind: 'pglite', dataDir: target });
await database.migrate();
await database.close();

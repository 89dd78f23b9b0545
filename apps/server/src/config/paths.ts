import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locations inside the server package, found from this file's own location so they are the same
 * whether the code runs from `src/` (tsx, vitest) or from the esbuild bundle in `dist/`.
 */

const SERVER_PACKAGE_NAME = '@polymath/server';

function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === SERVER_PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`Could not find the ${SERVER_PACKAGE_NAME} package above ${start}`);
    }
    dir = parent;
  }
}

/** The apps/server folder. */
export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));

/** The committed drizzle-kit migrations (apps/server/drizzle). */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

/** Where `npm run build -w @polymath/web` puts the single-page app (apps/web/dist). */
export const DEFAULT_WEB_DIST_DIR = resolve(SERVER_ROOT, '..', 'web', 'dist');

/** The server package's version, reported by /api/health, /api/config and the OpenAPI document. */
export const SERVER_VERSION: string = (() => {
  const { version } = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof version === 'string' ? version : '0.0.0';
})();

import { fileURLToPath } from 'node:url';

/** The server's working directory, as `npm start -w @polymath/server` uses it. */
export const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
/** The built server entry point. */
export const SERVER_ENTRY = fileURLToPath(
  new URL('../../apps/server/dist/server.js', import.meta.url),
);
/** The built web app's folder and the page the browser loads first. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
export const WEB_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));

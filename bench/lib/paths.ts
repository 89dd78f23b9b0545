import { fileURLToPath } from 'node:url';

/** The built web app's folder, whose first-load assets are measured. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

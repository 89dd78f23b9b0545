import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppPagePath } from '@polymath/shared';
import { errorBody } from '../http/error-body';
import type { PageFallback } from './error-handler';

/** Vite puts content-hashed files here; they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on each load so deploys show up. */
const REVALIDATE = 'no-cache';
/**
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file, and the file sent
 * depends on the request's accept-encoding: caches must key on it.
 */
const VARY = 'accept-encoding';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polymath: web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>The API is running, but there is no built web app to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds first) from the repository root, then restart the server.</p>
</body></html>
`;

/**
 * Serves the built single-page app from WEB_DIST_DIR and returns the page fallback for the
 * not-found handler: browser navigations to app routes (/study-plans...) get index.html, and any
 * other page path the same page with a 404. Files are
 * sent precompressed (brotli, else gzip, as the browser accepts) when the build made a copy, as is.
 * Without a build, pages answer 503 with a short explanation instead of the server failing to start.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: { webDistDir: string },
): Promise<PageFallback> {
  const { webDistDir } = options;
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: pages will answer 503 until it is');
    return async (_request, reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT_PAGE);
  }

  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', VARY);
    },
  });
  return async (request, reply) => {
    // Dot-paths (/.git/config, /.env) are never app pages: a scanner gets a plain 404.
    // Nor is a missing build file: a stale page asking for last deploy's chunk gets a 404, not
    // the app's page as a script (which also goes out without the page's security headers).
    if (hasDotSegment(request.url) || request.url.startsWith('/assets/')) {
      return reply.code(404).send(errorBody('NOT_FOUND', 'Not found.'));
    }
    // A path the app does not route still gets the app, which says 'Page not found', but with a
    // 404: a link checker, a crawler or a monitor must not take it for a page.
    return reply.code(isAppPagePath(request.url) ? 200 : 404).sendFile('index.html');
  };
}

/** Whether a path has a segment starting with a dot. */
function hasDotSegment(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .some(
      (segment) =>
        segment.startsWith('.') || segment.startsWith('%2e') || segment.startsWith('%2E'),
    );
}

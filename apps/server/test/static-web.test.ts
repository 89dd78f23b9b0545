import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorBodySchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from './build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>FAKE SPA</body></html>';
const APP_JS = 'console.log("app");';
const APP_CSS = 'body{margin:0}';
const CHUNK_JS = 'export const chunk = "lazy";';

/** Writes a file with the brotli and gzip copies the web build makes beside it. */
function writeWithCompressedCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

function fakeWebBuild(): string {
  const dir = tempDir('web-dist');
  writeWithCompressedCopies(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, 'assets'));
  writeWithCompressedCopies(join(dir, 'assets', 'index-abc123.js'), APP_JS);
  writeWithCompressedCopies(join(dir, 'assets', 'index-abc123.css'), APP_CSS);
  // Too small to be worth compressing: the build left it alone.
  writeFileSync(join(dir, 'assets', 'chunk-def456.js'), CHUNK_JS);
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/', '/study-plans', '/privacy-policy', '/terms', '/study-plans?tab=notes', '/?q=hi'])(
    'GET %s answers the app page (history fallback)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets with long-lived cache headers', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log("app");');
    const css = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it.each([
    ['/assets/index-abc123.js', /javascript/, APP_JS],
    ['/assets/index-abc123.css', /^text\/css/, APP_CSS],
  ])('sends %s brotli-compressed to a browser that accepts br', async (url, type, content) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(content);
  });

  it('sends gzip to a client that accepts gzip but not br', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it.each([{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'compress' }])(
    'sends the file as is when the request accepts neither (%j)',
    async (headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.body).toBe(APP_JS);
    },
  );

  it('sends a file the build did not compress as is, whatever the request accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(CHUNK_JS);
  });

  it.each(['/', '/study-plans'])('sends the app page at %s compressed too', async (url) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it.each(['/about', '/study-plans/42', '/terms-of-use', '/Study-Plans'])(
    'GET %s, a page the app does not route, is the app with a 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/study-plans/', '/verify-email', '/reset-password?x=1', '/privacy-policy', '/terms'])(
    'GET %s, a page the app routes, is a 200',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
    },
  );

  it("sends a script or stylesheet without the page's own headers, and the page with them", async () => {
    const pageOnly = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'];
    const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/chunk-def456.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      for (const name of pageOnly) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      for (const name of kept) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
    for (const url of ['/', '/favicon.svg', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      for (const name of [...pageOnly, ...kept]) {
        expect(res.headers[name], `${url} ${name}`).toBeDefined();
      }
    }
  });

  it('revalidates files outside assets/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing.js', '/missing.png', '/assets/', '/assets/gone-123.css?v=1'])(
    'GET %s is a 404 JSON, not the app page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    },
  );

  it.each(['/.git/config', '/.env', '/app/.ssh/id_rsa', '/%2egit/HEAD', '/.well-known/x?y=1'])(
    'GET %s is a 404, never the app page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toBe(INDEX_HTML);
    },
  );

  it('answers a non-GET to an unknown page path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/study-plans', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    const del = await t.app.inject({ method: 'DELETE', url: '/' });
    expect(del.statusCode).toBe(404);
  });

  it('keeps API 404s as JSON even with the app present', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/study-plans',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
  });
});

describe('without a web build', () => {
  it('answers pages with a clear 503 telling to run the build, and keeps the API up', async () => {
    const t = await buildTestApp({ env: { WEB_DIST_DIR: tempDir('empty-web') } });
    try {
      for (const url of ['/', '/study-plans']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('npm run build');
      }
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

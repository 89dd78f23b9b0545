import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorBodySchema, REQUEST_ID_HEADER } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../src/plugins/load-shedding';
import { buildTestApp, tempDir, type TestApp } from './build-test-app';

/** A built web app of one page and one script chunk. */
function webBuild(): string {
  const dir = tempDir('shedding-web');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'dialog-abc123.js'), 'export const dialog = 1;');
  return dir;
}

function busyWait(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Keep the event loop blocked, as a CPU-bound handler would.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached');
    await sleep(5);
  }
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { MAX_EVENT_LOOP_DELAY_MS: '30', WEB_DIST_DIR: webBuild() },
      loadSheddingSampleIntervalMs: 25,
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const eventLoopDelay = () => t.app.memoryUsage().eventLoopDelay;

  it('serves normally while the event loop is responsive', async () => {
    await until(() => eventLoopDelay() < 30);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
  });

  it('sheds requests with 503 UNAVAILABLE and Retry-After while the loop lags, then recovers', async () => {
    // Block the loop for 150 ms out of every ~155 ms, like a server drowning in CPU work.
    const blocker = setInterval(() => busyWait(150), 5);
    try {
      await until(() => eventLoopDelay() > 30);
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers[REQUEST_ID_HEADER]).toBeTruthy();
      const body = ErrorBodySchema.parse(res.json());
      expect(body.code).toBe('UNAVAILABLE');

      // Liveness is exempt: a busy server is not a dead one.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // So are the app's pages and files: a refused chunk would leave an open dialog unable to load.
      const chunk = await t.app.inject({ method: 'GET', url: '/assets/dialog-abc123.js' });
      expect(chunk.statusCode).toBe(200);
      const page = await t.app.inject({
        method: 'GET',
        url: '/study-plans',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
    } finally {
      clearInterval(blocker);
    }
    await until(() => eventLoopDelay() < 30);
    const after = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(after.statusCode).toBe(200);
  });
});

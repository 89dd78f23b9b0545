import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { ErrorBodySchema } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config/paths';
import { gracefulShutdown } from '../src/start';
import { buildTestApp, tempDir } from './build-test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain HTTP GET on its own connection; resolves with status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown (in process)', () => {
  it('flips readiness, refuses new work, lets in-flight requests finish, then closes the database', async () => {
    const t = await buildTestApp();
    let slowStarted!: () => void;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Test-only slow route standing in for a long request (an AI answer, say).
    t.app.get('/api/test/slow', async () => {
      slowStarted();
      await released;
      return { finished: true };
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    expect((await get(port, '/api/ready')).status).toBe(200);

    const inFlight = get(port, '/api/test/slow');
    await started;

    const shutdown = gracefulShutdown(t);
    const done = shutdown();
    expect(shutdown()).toBe(done);
    expect(t.lifecycle.shuttingDown).toBe(true);

    // A request arriving now is refused: by the closed listener, or by the app if it slipped in.
    const late = await get(port, '/api/ready').then(
      (res) => res.status,
      (error: Error) => error.message,
    );
    expect(String(late)).toMatch(/^503$|ECONNREFUSED/);

    // The in-flight request is still being waited for.
    let finished = false;
    void done.then(() => (finished = true));
    await sleep(100);
    expect(finished).toBe(false);

    release();
    const slow = await inFlight;
    expect(slow).toEqual({ status: 200, body: '{"finished":true}' });
    await done;
    await expect(t.database.ping()).rejects.toThrow();
  });

  it('answers 503 UNAVAILABLE to requests that still arrive while shutting down', async () => {
    const t = await buildTestApp();
    try {
      t.lifecycle.beginShutdown();
      for (const url of ['/api/ready', '/api/config', '/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(ErrorBodySchema.parse(res.json()).code, url).toBe('UNAVAILABLE');
      }
    } finally {
      await t.close();
    }
  });
});

describe('the server process', () => {
  it(
    'starts on a fresh data folder, serves, and exits 0 promptly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_ROOT,
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: tempDir('process-data'),
          WEB_DIST_DIR: tempDir('process-web'),
          LOG_LEVEL: 'info',
          SHUTDOWN_GRACE_MS: '5000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const lines: Record<string, unknown>[] = [];
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          createInterface({ input: child.stdout }).on('line', (line) => {
            const entry = JSON.parse(line) as Record<string, unknown>;
            lines.push(entry);
            if (typeof entry.url === 'string' && entry.msg?.toString().startsWith('Polymath')) {
              resolve(entry.url);
            }
          });
          void exited.then((code) => reject(new Error(`exited early (${code}): ${stderr}`)));
        });
        const port = Number(new URL(url).port);
        const ready = await get(port, '/api/ready');
        expect(ready).toEqual({ status: 200, body: '{"status":"ready","database":"pglite"}' });

        const signalledAt = Date.now();
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(3000);
        expect(lines.map((l) => l.msg)).toEqual(
          expect.arrayContaining(['shutting down', 'shut down cleanly']),
        );
      } finally {
        child.kill('SIGKILL');
      }
    },
  );

  it('refuses to start with an invalid environment and lists every problem', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH, PORT: 'x', LOG_LEVEL: 'chatty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment configuration');
    expect(stderr).toMatch(/- PORT: /);
    expect(stderr).toMatch(/- LOG_LEVEL: /);
  });
});

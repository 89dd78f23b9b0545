import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { ErrorBodySchema } from '@polymath/shared';
import { describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../src/config/paths';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { gracefulShutdown } from '../src/start';
import { buildTestApp, tempDir } from './build-test-app';
import { copyPgliteTemplate } from './pglite-template';
import { startFakeOpenAI } from './peers/fake-openai';
import { startFakeWikipedia } from './peers/fake-wikipedia';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain HTTP GET on its own connection; resolves with status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      // A server killed mid-answer resets the connection while the body is read.
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a streamed chat answer and keeps reading it until closed. */
function openStream(port: number, body: object): { firstChunk: Promise<void>; close(): void } {
  const payload = JSON.stringify(body);
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/chat/stream',
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
  });
  const firstChunk = new Promise<void>((resolve, reject) => {
    req.on('response', (res) => {
      res.once('data', () => resolve());
      res.on('error', () => undefined);
    });
    req.on('error', reject);
  });
  firstChunk.catch(() => undefined);
  req.end(payload);
  return { firstChunk, close: () => req.destroy() };
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

/**
 * A data folder whose database is the run's migrated template, for a server whose first start is
 * not what its test is about: creating the cluster is most of a server's start.
 */
async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = tempDir(prefix);
  await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  return dataDir;
}

/** A server process started from source, with its stdout lines and its exit. */
interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** The port it listens on, once it says it is running. */
  port: Promise<number>;
  exited: Promise<number | null>;
  lines: Record<string, unknown>[];
  stderr(): string;
}

function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: tempDir('process-web'),
      LOG_LEVEL: 'info',
      KNOWLEDGE_LOOKUP: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      lines.push(entry);
      if (typeof entry.url === 'string' && entry.msg?.toString().startsWith('Polymath')) {
        resolve(Number(new URL(entry.url).port));
      }
    });
    void exited.then((code) => reject(new Error(`exited (${code}): ${stderr}`)));
  });
  // A test that only waits for the exit must not fail on the port's rejection.
  port.catch(() => undefined);
  return { child, port, exited, lines, stderr: () => stderr };
}

/** Whether a process (not our child) is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the exit code, or rejects when the process outlives `ms`. */
async function exitWithin(server: ServerProcess, ms: number): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running ${ms} ms after SIGTERM`)), ms);
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the server process', () => {
  it(
    'starts on a fresh data folder, serves, and exits 0 promptly on SIGTERM, unlocking the folder',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('process-data');
      const server = startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '5000' });
      try {
        const port = await server.port;
        const ready = await get(port, '/api/ready');
        expect(ready).toEqual({ status: 200, body: '{"status":"ready","database":"pglite"}' });
        expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

        server.child.kill('SIGTERM');
        expect(await exitWithin(server, 5000)).toBe(0);
        expect(server.lines.map((l) => l.msg)).toEqual(
          expect.arrayContaining(['shutting down', 'shut down cleanly']),
        );
        expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );

  it(
    'refuses a second server on the same data folder, naming the first, and takes over after a crash',
    { timeout: 120_000 },
    async () => {
      const dataDir = await migratedDataDir('process-locked');
      const first = startServerProcess({ DATA_DIR: dataDir });
      const servers = [first];
      try {
        await first.port;
        const second = startServerProcess({ DATA_DIR: dataDir });
        servers.push(second);
        expect(await exitWithin(second, 60_000)).toBe(1);
        expect(second.stderr()).toContain(
          `is in use by another Polymath server (pid ${first.child.pid}`,
        );
        // kill -9 leaves the lock behind; the next server finds its holder dead and takes over.
        first.child.kill('SIGKILL');
        await first.exited;
        const third = startServerProcess({ DATA_DIR: dataDir });
        servers.push(third);
        expect((await get(await third.port, '/api/ready')).status).toBe(200);
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
      }
    },
  );

  it(
    'exits on SIGTERM when whoever read its output went away as the signal came',
    { timeout: 120_000 },
    async () => {
      const reader = spawn(
        process.execPath,
        [
          fileURLToPath(new URL('./fixtures/reader-that-leaves.mjs', import.meta.url)),
          SERVER_ROOT,
          await migratedDataDir('process-pipe'),
          tempDir('process-web'),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => reader.on('exit', resolve));
      const pid = Number(output.trim());
      expect(pid).toBeGreaterThan(0);
      try {
        // SHUTDOWN_GRACE_MS is 2 s; the hard deadline 5 s later; a little room beyond.
        const deadline = Date.now() + 2000 + 5000 + 3000;
        while (isRunning(pid) && Date.now() < deadline) await sleep(100);
        expect(isRunning(pid)).toBe(false);
      } finally {
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
    },
  );

  it(
    'exits by its hard deadline with a stream, a background lookup and a reply poll still open',
    { timeout: 120_000 },
    async () => {
      const model = await startFakeOpenAI({
        reply: 'word '.repeat(500),
        chunkDelayMs: 200,
      });
      const encyclopedia = await startFakeWikipedia();
      encyclopedia.setDelay(60_000);
      const server = startServerProcess({
        DATA_DIR: await migratedDataDir('process-busy'),
        SHUTDOWN_GRACE_MS: '2000',
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'fake',
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: encyclopedia.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: '60000',
      });
      try {
        const port = await server.port;
        const requestId = randomUUID();
        // A streamed answer that takes minutes; its topic is queued for a lookup that hangs.
        const stream = openStream(port, {
          message: 'Tell me about the history of lighthouses',
          requestId,
        });
        await stream.firstChunk;
        // The kill may reset this request's connection at any moment: its failure is expected,
        // and handled from the start, not once the exit has been awaited.
        const poll = get(port, `/api/chat/replies/${requestId}`).catch(() => undefined);
        server.child.kill('SIGTERM');
        const signalledAt = Date.now();
        const code = await exitWithin(server, 2000 + 5000 + 3000);
        expect([0, 1]).toContain(code);
        expect(Date.now() - signalledAt).toBeLessThan(10_000);
        await poll;
        stream.close();
      } finally {
        server.child.kill('SIGKILL');
        await model.close();
        await encyclopedia.close();
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

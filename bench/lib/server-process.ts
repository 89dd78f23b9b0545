import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_DIR, SERVER_ENTRY } from './paths';

const HOST = '127.0.0.1';
/** The readiness probe interval: the start-up figures are accurate to about this much. */
const READY_POLL_MS = 10;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 8_000;

/** A built server that answered 200 on /api/ready. */
export interface StartedServer {
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /api/ready. */
  readyMs: number;
  /** Stops the server with SIGTERM and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `node apps/server/dist/server.js` on a free loopback port with `dataDir` as DATA_DIR. */
export async function startServer(dataDir: string): Promise<StartedServer> {
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  const startedAt = performance.now();
  // Only what the server needs: the benchmark measures its defaults, not this shell's settings.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output() || '(none)'}`, {
      cause: error,
    });
  }
  const readyMs = performance.now() - startedAt;
  return {
    baseUrl,
    readyMs,
    stop: async () => {
      if (await stopProcess(child)) {
        throw new Error(`The server did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM.`);
      }
    },
  };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}) before it was ready.`);
    }
    if (await isReady(baseUrl)) return;
    await delay(READY_POLL_MS);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms.`);
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/ready`);
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    // Connection refused until the server listens.
    return false;
  }
}

/** Sends SIGTERM and waits for the exit; resolves true when SIGKILL was needed. */
async function stopProcess(child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let wasKilled = false;
  const timer = setTimeout(() => {
    wasKilled = true;
    child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
  return wasKilled;
}

/** Keeps the tail of the server's stdout and stderr for error messages. */
function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const append = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probe port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

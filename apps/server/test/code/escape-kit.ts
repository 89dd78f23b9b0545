import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the escape suites of the code runners share: a canary secret in the server's environment,
 * a folder with a secret no run is told about, a TCP listener that records any connection, and a
 * watch on the host's event loop while a hostile run goes on.
 */

/** Puts a random secret in this process's environment, as a server's own secrets are. */
export function plantEnvironmentCanary(name = 'POLYMATH_CANARY_SECRET'): string {
  const secret = `canary-${randomBytes(12).toString('hex')}`;
  process.env[name] = secret;
  return secret;
}

/** A data folder holding a secret file; `remove()` deletes it. */
export function makeSecretFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'polymath-secret-'));
  const secret = `secret-${randomBytes(12).toString('hex')}`;
  const file = join(folder, 'secret.txt');
  writeFileSync(file, secret);
  return { folder, file, secret, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A TCP listener on 127.0.0.1 counting the connections it accepts. */
export async function startConnectionRecorder() {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the listener has no port');
  return {
    port: address.port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `work` while a timer ticks every 20 ms on this event loop, and answers the longest gap
 * between ticks: how long the host would have taken to answer anything during the run.
 */
export async function withEventLoopWatch<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestStallMs: number }> {
  const tickMs = 20;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - tickMs);
    last = now;
  }, tickMs);
  try {
    const result = await work();
    const now = performance.now();
    longest = Math.max(longest, now - last - tickMs);
    return { result, longestStallMs: longest };
  } finally {
    clearInterval(timer);
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoRequest } from './fixtures/echo-worker';
import { createWorkerClient, type WorkerClient } from './worker-client';

const clients: WorkerClient<EchoRequest, number>[] = [];
const echo = (options: { timeoutMs?: number; idleMs?: number } = {}) => {
  const client = createWorkerClient<EchoRequest, number>({
    name: 'echo-worker',
    callerUrl: new URL('./fixtures/caller.ts', import.meta.url).href,
    timeoutMs: options.timeoutMs ?? 30_000,
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    lostError: (cause) => new Error(`lost: ${cause.message}`),
    replyError: (message) => new Error(`failed: ${message}`),
  });
  clients.push(client);
  return client;
};

describe('a worker client', () => {
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it('keeps one worker for its requests, and says what the worker could not do', async () => {
    const client = echo();
    const first = await client.request({ answer: 'thread' });
    expect(await client.request({ answer: 'thread' })).toBe(first);
    await expect(client.request({ answer: 'error' })).rejects.toThrow('failed: asked to fail');
  }, 60_000);

  it('ends a worker left idle, and starts a new one for the next request', async () => {
    const client = echo({ idleMs: 100 });
    const first = await client.request({ answer: 'thread' });
    await sleep(1_000);
    expect(await client.request({ answer: 'thread' })).not.toBe(first);
  }, 60_000);

  it('ends a worker that does not answer in time, failing only what it held', async () => {
    const client = echo({ timeoutMs: 500 });
    const first = await client.request({ answer: 'thread' });
    await expect(client.request({ answer: 'never' })).rejects.toThrow(/^lost: /);
    expect(await client.request({ answer: 'thread' })).not.toBe(first);
  }, 60_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@polymath/shared';
import { createApiClient } from './api-client';

const streamNotesContract = defineContract({
  method: 'POST',
  path: '/api/notes/stream',
  summary: 'test: notes as server-sent events',
  body: z.object({ topic: z.string() }),
  response: z.object({ note: z.string() }),
});

/** A streamed body the test writes to; an aborted request breaks it, as a browser's fetch does. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  return {
    body,
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    abort: () => controller.error(new DOMException('Aborted', 'AbortError')),
  };
}

/** A fetch that answers `response`, calling `onAbort` when the request's signal aborts. */
function fetchAnswering(response: Response, onAbort: () => void = () => undefined) {
  return vi.fn<typeof fetch>((_url, init) => {
    init?.signal?.addEventListener('abort', onAbort);
    return Promise.resolve(response);
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiClient.stream', () => {
  it('sends the request asking for events and returns the body to read', async () => {
    const fetchMock = fetchAnswering(new Response('data: {"note":"a"}\n\n', { status: 200 }));
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.stream(streamNotesContract, { body: { topic: 'tides' } });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await readAll(result.data)).toBe('data: {"note":"a"}\n\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/notes/stream');
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream');
    expect(init?.body).toBe(JSON.stringify({ topic: 'tides' }));
  });

  it('parses an error answer into the same typed error as a call', async () => {
    const client = createApiClient({
      fetch: fetchAnswering(
        Response.json(
          { success: false, error: 'Free messages used up', code: 'GUEST_LIMIT' },
          { status: 429 },
        ),
      ),
    });

    const result = await client.stream(streamNotesContract, { body: { topic: 'tides' } });

    expect(result).toEqual({
      ok: false,
      status: 429,
      error: { message: 'Free messages used up', code: 'GUEST_LIMIT' },
    });
  });

  it('lets the stream outlast the timeout, which covers only the wait for the answer', async () => {
    vi.useFakeTimers();
    const { body, write } = controlledBody();
    const client = createApiClient({ fetch: fetchAnswering(new Response(body)), timeoutMs: 20 });

    const result = await client.stream(streamNotesContract, { body: { topic: 'tides' } });
    if (!result.ok) throw new Error('the stream did not open');
    const reader = result.data.getReader();
    await vi.advanceTimersByTimeAsync(1000);
    write('data: late\n\n');

    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: late\n\n');
  });

  it('stays cancellable by the caller after it has opened', async () => {
    const controller = new AbortController();
    const { body, abort } = controlledBody();
    const client = createApiClient({ fetch: fetchAnswering(new Response(body), abort) });

    const result = await client.stream(
      streamNotesContract,
      { body: { topic: 'tides' } },
      { signal: controller.signal },
    );
    if (!result.ok) throw new Error('the stream did not open');
    const reading = result.data.getReader().read();
    controller.abort();

    await expect(reading).rejects.toThrow('Aborted');
  });

  it('resolves with status 0 when the server cannot be reached', async () => {
    const client = createApiClient({
      fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    });

    const result = await client.stream(streamNotesContract, { body: { topic: 'tides' } });

    expect(result).toMatchObject({
      ok: false,
      status: 0,
      error: { message: 'Could not reach the server: Failed to fetch' },
    });
  });
});

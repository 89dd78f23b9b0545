import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_LIMIT_MESSAGE } from '@polymath/shared';
import { streamChatReply } from './stream-chat-reply';

const REQUEST = {
  message: 'What is 6 + 60?',
  requestId: '6f1c2a56-1d2b-4c55-9a7e-2a9d3f1b7c10',
  generationMode: 'chat',
  codingMode: 'off',
  conversationHistory: [],
} as unknown as Parameters<typeof streamChatReply>[0];

function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

describe('streamChatReply', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports a refused guest message as a limit, with the server’s explanation', async () => {
    answerWith(429, { success: false, code: 'GUEST_LIMIT', error: GUEST_LIMIT_MESSAGE });
    const outcome = await streamChatReply(
      REQUEST,
      { onDelta: vi.fn() },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ kind: 'limited', code: 'GUEST_LIMIT', message: GUEST_LIMIT_MESSAGE });
  });

  it('reports a message sent too soon as paced, with the server’s explanation', async () => {
    answerWith(429, { success: false, code: 'RATE_LIMITED', error: 'Slow down.' });
    const outcome = await streamChatReply(
      REQUEST,
      { onDelta: vi.fn() },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ kind: 'paced', message: 'Slow down.' });
  });

  it('reports other refusals as failures', async () => {
    answerWith(413, { success: false, code: 'PAYLOAD_TOO_LARGE', error: 'Too big.' });
    const outcome = await streamChatReply(
      REQUEST,
      { onDelta: vi.fn() },
      new AbortController().signal,
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Too big. (PAYLOAD_TOO_LARGE, status 413)',
    });
  });

  it('reports a server it cannot reach as interrupted, for the reply to be picked up later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const outcome = await streamChatReply(
      REQUEST,
      { onDelta: vi.fn() },
      new AbortController().signal,
    );
    expect(outcome).toEqual({
      kind: 'interrupted',
      reason: 'Could not reach the server: Failed to fetch',
    });
  });

  it('reports Stop before the answer began as aborted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        init?.signal?.aborted
          ? Promise.reject(new DOMException('Aborted', 'AbortError'))
          : Promise.resolve(new Response('')),
      ),
    );
    const outcome = await streamChatReply(REQUEST, { onDelta: vi.fn() }, controller.signal);
    expect(outcome).toEqual({ kind: 'aborted' });
  });
});

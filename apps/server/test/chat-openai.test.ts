import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  CHAT_FAILURE_MESSAGE,
  ChatReplyStatusSchema,
  type ChatReplyStatus,
  ChatResponseSchema,
} from '@polymath/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../src/start';
import { buildTestApp, type TestApp } from './build-test-app';
import { eventReader, parseEvents } from './chat-sse';
import { startFakeOpenAI, type FakeOpenAI } from './peers/fake-openai';

// Replies the fake writes at once finish in milliseconds, but a busy 2-core machine has taken
// close to a second before now: only the test about a provider that never answers gets a short
// deadline, on a server of its own.
const AI_TIMEOUT_MS = 15_000;
const SHORT_AI_TIMEOUT_MS = 300;
const REPLY = 'One two three four five six seven eight nine ten.';

describe('chat with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let url: string;
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: REPLY });
    t = await buildTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      },
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.setBehaviour({
      reply: REPLY,
      chunkDelayMs: 0,
      failAfterChunks: null,
      hang: false,
      httpStatus: null,
    });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = guest) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const readReply = async (requestId: string, headers: Record<string, string> = guest) => {
    const response = await fetch(`${url}/api/chat/replies/${requestId}`, { headers });
    return ChatReplyStatusSchema.parse(await response.json());
  };
  const waitForOutcome = async (requestId: string): Promise<ChatReplyStatus> => {
    for (;;) {
      const status = await readReply(requestId);
      if (status.status !== 'pending') return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('answers in JSON with the model’s text, sending the system prompt and the history', async () => {
    const response = await post('/api/chat', {
      message: 'Count to ten',
      conversationHistory: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi!' },
      ],
    });
    expect(response.status).toBe(200);
    const body = ChatResponseSchema.parse(await response.json());
    expect(body.message).toBe(REPLY);
    expect(body.model).toContain('fake-model');
    const sent = fake.requests.at(-1);
    expect(sent?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent?.messages[0]?.content).toContain('Polymath');
  });

  it('streams the model’s text as deltas, then the answer', async () => {
    const requestId = randomUUID();
    const response = await post('/api/chat/stream', { message: 'Count', requestId });
    const events = parseEvents(await response.text());
    expect(events[0]?.type).toBe('start');
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({ type: 'done', response: { message: REPLY } });
  });

  it('gives the chat error message when the provider fails mid-stream', async () => {
    fake.setBehaviour({ failAfterChunks: 3 });
    const json = await post('/api/chat', { message: 'Count' });
    expect(json.status).toBe(502);
    expect(await json.json()).toMatchObject({
      code: 'UPSTREAM_FAILED',
      error: CHAT_FAILURE_MESSAGE,
    });

    const requestId = randomUUID();
    const stream = await post('/api/chat/stream', { message: 'Count', requestId });
    expect(parseEvents(await stream.text()).at(-1)).toEqual({
      type: 'error',
      requestId,
      error: CHAT_FAILURE_MESSAGE,
      code: 'UPSTREAM_FAILED',
    });
    expect(await readReply(requestId)).toEqual({
      status: 'failed',
      requestId,
      error: CHAT_FAILURE_MESSAGE,
    });
  });

  it('finishes and keeps a reply whose client disconnected after the first delta', async () => {
    fake.setBehaviour({ chunkDelayMs: 20 });
    const requestId = randomUUID();
    const controller = new AbortController();
    const response = await fetch(`${url}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...guest },
      body: JSON.stringify({ message: 'Count', requestId }),
      signal: controller.signal,
    });
    const events = eventReader(response);
    expect((await events.next())?.type).toBe('start');
    expect((await events.next())?.type).toBe('delta');
    controller.abort();

    const outcome = await waitForOutcome(requestId);
    expect(outcome).toMatchObject({ status: 'complete', response: { message: REPLY } });
  });

  it('attaches a second stream to a reply in progress and replays the text so far', async () => {
    fake.setBehaviour({ chunkDelayMs: 20 });
    const requestId = randomUUID();
    const callsBefore = fake.requests.length;
    const first = eventReader(await post('/api/chat/stream', { message: 'Count', requestId }));
    await first.next();
    await first.next();
    const second = parseEvents(
      await (await post('/api/chat/stream', { message: 'Count', requestId })).text(),
    );
    const text = second.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toBe(REPLY);
    expect(fake.requests.length - callsBefore).toBe(1);
    expect(second.at(-1)).toMatchObject({ type: 'done', response: { message: REPLY } });
  });

  it('stops a reply on purpose and keeps the text written so far', async () => {
    fake.setBehaviour({ chunkDelayMs: 50 });
    const requestId = randomUUID();
    const events = eventReader(await post('/api/chat/stream', { message: 'Count', requestId }));
    await events.next();
    await events.next();
    const stopped = await post(`/api/chat/stream/${requestId}/stop`, {});
    expect(stopped.status).toBe(200);
    const status = ChatReplyStatusSchema.parse(await stopped.json());
    if (status.status !== 'complete') throw new Error(`expected complete, got ${status.status}`);
    expect(status.response.message.length).toBeGreaterThan(0);
    expect(REPLY.startsWith(status.response.message)).toBe(true);
    expect(status.response.message).not.toBe(REPLY);
    let last;
    for (let event = await events.next(); event; event = await events.next()) last = event;
    expect(last).toMatchObject({ type: 'done', response: { message: status.response.message } });
  });

  it('refuses a fourth stream in progress from one client', async () => {
    fake.setBehaviour({ hang: true });
    const client = { [ANONYMOUS_ID_HEADER]: randomUUID() };
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const open = await Promise.all(
      ids.map((requestId) => post('/api/chat/stream', { message: 'Count', requestId }, client)),
    );
    expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
    const fourth = await post(
      '/api/chat/stream',
      { message: 'Count', requestId: randomUUID() },
      client,
    );
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(ids.map((id) => post(`/api/chat/stream/${id}/stop`, {}, client)));
    await Promise.all(open.map((r) => r.text()));
  });

  it('names the connected engine', async () => {
    const response = await fetch(`${url}/api/ai-engine`);
    expect(await response.json()).toMatchObject({ kind: 'openai-compatible' });
  });
});

describe('chat with a provider that never answers', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: REPLY, hang: true });
    t = await buildTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: String(SHORT_AI_TIMEOUT_MS),
      },
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const slowPost = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: randomUUID() },
      body: JSON.stringify(body),
    });

  it('gives the chat error message, not a hung request, when the provider is too slow', async () => {
    const started = Date.now();
    const json = await slowPost('/api/chat', { message: 'Count' });
    expect(json.status).toBe(502);
    expect(await json.json()).toMatchObject({ error: CHAT_FAILURE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(SHORT_AI_TIMEOUT_MS * 20);

    const stream = await slowPost('/api/chat/stream', {
      message: 'Count',
      requestId: randomUUID(),
    });
    expect(parseEvents(await stream.text()).at(-1)).toMatchObject({
      type: 'error',
      error: CHAT_FAILURE_MESSAGE,
    });
  });
});

describe('chat at server shutdown', () => {
  it('ends streams in progress with the text so far instead of holding up the shutdown', async () => {
    const fake = await startFakeOpenAI({ reply: REPLY, chunkDelayMs: 50 });
    const t = await buildTestApp({
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '30000' },
    });
    try {
      const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${url}/api/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Count', requestId: randomUUID() }),
      });
      const events = eventReader(response);
      await events.next();
      await events.next();
      const started = Date.now();
      const closing = gracefulShutdown(t)();
      let last;
      for (let event = await events.next(); event; event = await events.next()) last = event;
      await closing;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(last?.type).toBe('done');
      if (last?.type === 'done') expect(REPLY.startsWith(last.response.message)).toBe(true);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

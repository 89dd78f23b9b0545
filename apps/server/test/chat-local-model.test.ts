import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ANONYMOUS_ID_HEADER,
  AiEngineResponseSchema,
  ChatReplyStatusSchema,
  ChatResponseSchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLanguageModel,
  LOCAL_MODEL_BUSY_MESSAGE,
  type LocalModel,
  startLocalModel,
} from '../src/adapters/ai';
import { buildTestApp, type TestApp } from './build-test-app';
import { eventReader, parseEvents } from './chat-sse';
import { writeTinyGguf } from './peers/tiny-gguf';

// The real llama.cpp with a tiny model the test writes: it answers in nonsense words, one
// question at a time, with no other question allowed to wait (LOCAL_MODEL_MAX_QUEUE=0).
const ANSWER_TOKENS = 40;

describe('chat with the local model', () => {
  let folder: string;
  let local: LocalModel;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'polymath-chat-local-'));
    const path = join(folder, 'tiny.gguf');
    await writeTinyGguf(path);
    local = await startLocalModel({
      path,
      contextSize: 4096,
      threads: 2,
      maxQueue: 0,
      maxAnswerTokens: ANSWER_TOKENS,
    });
    const { model, engineName, kind, admission } = createLanguageModel({ localModel: local });
    t = await buildTestApp({
      model: { model, engineName, kind, ...(admission ? { admission } : {}) },
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await local?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, guest = randomUUID()) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: guest },
      body: JSON.stringify(body),
    });

  it('says in Settings that the local model answers, by its file name', async () => {
    const response = await fetch(`${url}/api/ai-engine`);
    expect(AiEngineResponseSchema.parse(await response.json())).toMatchObject({
      kind: 'local',
      engineName: 'tiny.gguf (local model)',
    });
  });

  it('answers a question in JSON with the words the model wrote', async () => {
    const response = await post('/api/chat', { message: 'What is a harbor?' });
    expect(response.status).toBe(200);
    const body = ChatResponseSchema.parse(await response.json());
    expect(body.message.split(' ')).toHaveLength(ANSWER_TOKENS);
    expect(body.model).toBe('tiny.gguf (local model)');
  }, 30_000);

  it('streams the answer as it is written', async () => {
    const response = await post('/api/chat/stream', {
      message: 'Tell me about rivers.',
      requestId: randomUUID(),
    });
    const events = parseEvents(await response.text());
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`expected done, got ${done?.type}`);
    expect(done.response.message).toBe(
      deltas
        .map((event) => (event.type === 'delta' ? event.text : ''))
        .join('')
        .trim(),
    );
  }, 30_000);

  it('stops writing when Stop is pressed and keeps what was written', async () => {
    const guest = randomUUID();
    const requestId = randomUUID();
    const events = eventReader(
      await post('/api/chat/stream', { message: 'Tell me a long story.', requestId }, guest),
    );
    expect(await events.next()).toMatchObject({ type: 'start' });
    expect(await events.next()).toMatchObject({ type: 'delta' });
    const stopped = await post(`/api/chat/stream/${requestId}/stop`, {}, guest);
    const status = ChatReplyStatusSchema.parse(await stopped.json());
    if (status.status !== 'complete') throw new Error(`expected complete, got ${status.status}`);
    const words = status.response.message.split(' ');
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThan(ANSWER_TOKENS);
  }, 30_000);

  it('turns a second question away with 503 and Retry-After while it answers one', async () => {
    const first = post('/api/chat/stream', { message: 'First question', requestId: randomUUID() });
    const reader = eventReader(await first);
    await reader.next();
    const second = await post('/api/chat/stream', {
      message: 'Second question',
      requestId: randomUUID(),
    });
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await second.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      error: LOCAL_MODEL_BUSY_MESSAGE,
    });
    for (let event = await reader.next(); event; event = await reader.next()) {
      if (event.type === 'done' || event.type === 'error') break;
    }
    // Its place is free again once the first answer is done.
    const third = await post('/api/chat', { message: 'Third question' });
    expect(third.status).toBe(200);
  }, 60_000);
});

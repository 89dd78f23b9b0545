import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  CHAT,
  ChatReplyStatusSchema,
  ChatResponseSchema,
  MESSAGE_TOO_LONG_MESSAGE,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ENGINE_NAME } from '../src/adapters/ai';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { parseEvents } from './chat-sse';

describe.each(databases)('chat with the built-in engine ($kind)', (factory) => {
  let t: TestApp;
  const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers: guest, payload });

  it('answers "What is 15% of 240?" with 36', async () => {
    const response = await ask({ message: 'What is 15% of 240?' });
    expect(response.statusCode).toBe(200);
    const body = ChatResponseSchema.parse(response.json());
    expect(body.message).toContain('36');
    expect(body.model).toBe(BUILT_IN_ENGINE_NAME);
    expect(body.feedbackData).toMatchObject({
      userMessage: 'What is 15% of 240?',
      aiResponse: body.message,
      category: 'solving math',
      model: BUILT_IN_ENGINE_NAME,
    });
    // The guest's first message and first question unlock its first achievements.
    expect(body.rewards.map((reward) => reward.title)).toContain('Achievement Unlocked!');
    // The engine computed it: verified without a source.
    expect(body.verification.inconsistencies).toEqual([]);
    expect(body.verification.confidence).toBeGreaterThan(CHAT.confidenceHigh);
  });

  it('refuses a message of 50,001 characters', async () => {
    const response = await ask({ message: 'a'.repeat(CHAT.inputMaxChars + 1) });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; error: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.error).toContain(MESSAGE_TOO_LONG_MESSAGE);
  });

  it('refuses a blank message and history longer than 8 messages', async () => {
    expect((await ask({ message: '   ' })).statusCode).toBe(400);
    const history = Array.from({ length: CHAT.historyMessages + 1 }, () => ({
      role: 'user',
      content: 'hi',
    }));
    expect((await ask({ message: 'Hi', conversationHistory: history })).statusCode).toBe(400);
  });

  it('says honestly that image and video generation are not available yet', async () => {
    const photo = ChatResponseSchema.parse(
      (await ask({ message: 'a red fox in the snow', generationMode: 'photo' })).json(),
    );
    expect(photo.message).toMatch(/^Image generation is not available yet/);
    expect(photo.verification.isApplicable).toBe(false);
    const video = ChatResponseSchema.parse(
      (await ask({ message: 'create a video of a red fox' })).json(),
    );
    expect(video.message).toMatch(/^Video generation is not available yet/);
  });

  it('gives a greeting and a refusal no confidence badge, and a computed answer one', async () => {
    const verificationOf = async (message: string) =>
      ChatResponseSchema.parse((await ask({ message })).json()).verification;
    expect((await verificationOf('Hello!')).isApplicable).toBe(false);
    expect(
      (await verificationOf('Draft an agenda for a one-hour project kickoff meeting')).isApplicable,
    ).toBe(false);
    expect((await verificationOf('Who won the last Tour de France?')).isApplicable).toBe(false);
    expect((await verificationOf('What is 2^64?')).isApplicable).not.toBe(false);
  });

  it('names the engine that answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ai-engine' });
    // buildTestApp switches lookups off: nothing but the engine and what the store holds.
    expect(response.json()).toEqual({
      engineName: BUILT_IN_ENGINE_NAME,
      kind: 'built-in',
      capabilities: { webSearch: 'off', encyclopedia: false, news: false },
    });
  });

  describe('streaming', () => {
    const requestId = randomUUID();
    const stream = (headers: Record<string, string>, id = requestId) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        headers,
        payload: { message: 'What is 15% of 240?', requestId: id },
      });

    it('streams start, the text in deltas, then the whole answer', async () => {
      const response = await stream(guest);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-accel-buffering']).toBe('no');
      const events = parseEvents(response.body);
      expect(events[0]).toEqual({ type: 'start', requestId, model: BUILT_IN_ENGINE_NAME });
      const last = events.at(-1);
      if (last?.type !== 'done') throw new Error(`expected done, got ${last?.type}`);
      const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
      expect(text).toBe(last.response.message);
      expect(last.response.message).toContain('36');
    });

    it('keeps the reply for its owner by request id', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/chat/replies/${requestId}`,
        headers: guest,
      });
      const status = ChatReplyStatusSchema.parse(response.json());
      expect(status).toMatchObject({ status: 'complete', requestId });
    });

    it('does not generate twice for the same request id', async () => {
      const first = parseEvents((await stream(guest)).body).at(-1);
      const second = parseEvents((await stream(guest)).body).at(-1);
      if (first?.type !== 'done' || second?.type !== 'done') throw new Error('expected done');
      expect(second.response.feedbackData.messageId).toBe(first.response.feedbackData.messageId);
    });

    it('hides a reply from anyone but its owner', async () => {
      const stranger = { [ANONYMOUS_ID_HEADER]: randomUUID() };
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/chat/replies/${requestId}`,
        headers: stranger,
      });
      expect(read.statusCode).toBe(404);
      const stop = await t.app.inject({
        method: 'POST',
        url: `/api/chat/stream/${requestId}/stop`,
        headers: stranger,
      });
      expect(stop.statusCode).toBe(404);
      expect((await stream(stranger)).statusCode).toBe(409);
    });

    it('answers 404 for an unknown reply and 400 for a malformed id', async () => {
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/api/chat/replies/${randomUUID()}`,
        headers: guest,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await t.app.inject({ method: 'GET', url: '/api/chat/replies/nope' });
      expect(malformed.statusCode).toBe(400);
    });

    it('refuses a stream request without a request id', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: 'Hi' },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});

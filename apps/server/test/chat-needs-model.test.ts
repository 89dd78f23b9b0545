import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ChatReplyStatusSchema, ChatResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { parseEvents } from './chat-sse';
import { startFakeOpenAI, type FakeOpenAI } from './peers/fake-openai';

// What a newcomer asks first and the built-in engine cannot do: a language model would.
const NEEDS_A_MODEL = [
  'Write a short poem about the sea',
  'Give me a recipe for pancakes',
  'Explain quantum computing',
];

describe.each(databases)('a reply that needs a language model ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  const asGuest = () => ({ [ANONYMOUS_ID_HEADER]: randomUUID() });
  const ask = async (message: string) =>
    ChatResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: asGuest(),
          payload: { message },
        })
      ).json(),
    );

  it.each(NEEDS_A_MODEL)('is flagged when the built-in engine refuses "%s"', async (message) => {
    const reply = await ask(message);
    expect(reply.needsModel).toBe(true);
    expect(reply.verification.isApplicable).toBe(false);
  });

  it('is flagged, with a low badge, when it can only say what its sources hold on a subject it was asked to write about', async () => {
    const reply = await ask('Write a poem about photosynthesis');
    expect(reply.message).toMatch(/^Writing that needs a language model/);
    expect(reply.needsModel).toBe(true);
    expect(reply.verification.confidence).toBeLessThan(0.5);
  });

  it('is not flagged on what the built-in engine answers', async () => {
    for (const message of ['What is 15% of 240?', 'Hello!', 'What can Polymath do?']) {
      expect(await ask(message)).not.toHaveProperty('needsModel');
    }
  });

  it('keeps the flag in the streamed answer and in the reply kept for its owner', async () => {
    const guest = asGuest();
    const requestId = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: guest,
      payload: { message: 'Translate "good morning" into French', requestId },
    });
    const done = parseEvents(response.body).at(-1);
    if (done?.type !== 'done') throw new Error(`expected done, got ${done?.type}`);
    expect(done.response.needsModel).toBe(true);

    const kept = ChatReplyStatusSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/chat/replies/${requestId}`,
          headers: guest,
        })
      ).json(),
    );
    if (kept.status !== 'complete') throw new Error(`expected complete, got ${kept.status}`);
    expect(kept.response.needsModel).toBe(true);
  });
});

describe('a connected model', () => {
  let fake: FakeOpenAI;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'The sea is wide, the sea is deep.' });
    t = await buildTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('never flags its answers as needing a model', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: NEEDS_A_MODEL[0] },
    });
    const reply = ChatResponseSchema.parse(response.json());
    expect(reply.message).toBe('The sea is wide, the sea is deep.');
    expect(reply).not.toHaveProperty('needsModel');
  });
});

import { APICallError, generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAI } from '../../../test/peers/fake-openai';
import { startFakeOpenAI } from '../../../test/peers/fake-openai';
import { BuiltInLanguageModel, BUILT_IN_ENGINE_NAME, createLanguageModel } from './index';

const REPLY = 'Paris is the capital of France.';

async function collectStream(result: ReturnType<typeof streamText>) {
  const text: string[] = [];
  const errors: unknown[] = [];
  // A provider error arrives as an error part; a dropped connection rejects the iteration itself.
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') text.push(part.text);
      if (part.type === 'error') errors.push(part.error);
    }
  } catch (error) {
    errors.push(error);
  }
  return { text: text.join(''), errors };
}

describe('createLanguageModel', () => {
  it('chooses the built-in engine when no base URL is configured', () => {
    const choice = createLanguageModel({});
    expect(choice.kind).toBe('built-in');
    expect(choice.engineName).toBe(BUILT_IN_ENGINE_NAME);
    expect(choice.model).toBeInstanceOf(BuiltInLanguageModel);
  });

  it('refuses a base URL without a model name', () => {
    expect(() => createLanguageModel({ baseUrl: 'http://127.0.0.1:1/v1' })).toThrow(/AI_MODEL/);
  });

  describe('with an OpenAI-compatible server', () => {
    let fake: FakeOpenAI;
    let model: ReturnType<typeof createLanguageModel>;

    beforeAll(async () => {
      fake = await startFakeOpenAI();
      model = createLanguageModel({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'llama3' });
    });
    afterAll(() => fake.close());
    beforeEach(() => {
      fake.requests.length = 0;
      fake.setBehaviour({
        reply: REPLY,
        chunkDelayMs: 0,
        failAfterChunks: null,
        httpStatus: null,
        hang: false,
      });
    });

    it('labels the engine with the model, never the endpoint', () => {
      expect(model.kind).toBe('openai-compatible');
      expect(model.engineName).toBe('llama3');
    });

    it('streams the reply and sends the system prompt, history and key', async () => {
      const result = streamText({
        model: model.model,
        system: 'You are Polymath.',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
          { role: 'user', content: 'What is the capital of France?' },
        ],
      });
      const { text, errors } = await collectStream(result);
      expect(errors).toEqual([]);
      expect(text).toBe(REPLY);
      expect((await result.usage).outputTokens).toBe(6);

      const [request] = fake.requests;
      expect(request?.isStream).toBe(true);
      expect(request?.body.model).toBe('llama3');
      expect(request?.headers.authorization).toBe('Bearer test-key');
      expect(request?.messages).toEqual([
        { role: 'system', content: 'You are Polymath.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'What is the capital of France?' },
      ]);
    });

    it('answers without streaming', async () => {
      const { text } = await generateText({ model: model.model, prompt: 'Capital of France?' });
      expect(text).toBe(REPLY);
      expect(fake.requests[0]?.isStream).toBe(false);
    });

    it('surfaces a connection dropped in the middle of the stream as an error', async () => {
      fake.setBehaviour({ failAfterChunks: 2 });
      const { text, errors } = await collectStream(
        streamText({ model: model.model, prompt: 'Capital of France?', onError: () => {} }),
      );
      expect(text).toBe('Paris is ');
      expect(errors).toHaveLength(1);
      expect(APICallError.isInstance(errors[0])).toBe(true);
    });

    it('surfaces an HTTP 500 as an API call error', async () => {
      fake.setBehaviour({ httpStatus: 500 });
      const error: unknown = await generateText({
        model: model.model,
        prompt: 'Capital of France?',
        maxRetries: 0,
      }).catch((caught: unknown) => caught);
      expect(APICallError.isInstance(error)).toBe(true);
      expect((error as APICallError).statusCode).toBe(500);
    });

    it('gives up on a server that never answers when the call times out', async () => {
      fake.setBehaviour({ hang: true });
      const started = Date.now();
      await expect(
        generateText({
          model: model.model,
          prompt: 'Capital of France?',
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(200),
        }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@polymath/shared';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../../../../test/peers/tiny-gguf';
import { createLanguageModel } from '../index';
import { GenerationQueueFullError } from './generation-queue';
import {
  type LocalModel,
  LOCAL_MODEL_BUSY_MESSAGE,
  LocalModelError,
  startLocalModel,
} from './index';

// The real llama.cpp runs a tiny model written by the test: nonsense words, but real tokens.
let folder: string;
let local: LocalModel;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polymath-local-model-'));
  const path = join(folder, 'tiny.gguf');
  await writeTinyGguf(path);
  local = await startLocalModel({
    path,
    contextSize: 1024,
    threads: 2,
    maxQueue: 1,
    maxAnswerTokens: 1000,
  });
}, 60_000);

afterAll(async () => {
  await local?.close();
  await rm(folder, { recursive: true, force: true });
});

const question = { system: 'You are a helpful assistant.', prompt: 'Name a colour.' };

async function deltasOf(result: ReturnType<typeof streamText>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') deltas.push(part.text);
    if (part.type === 'error') throw part.error;
  }
  return deltas;
}

describe('the local model', () => {
  it('answers as the engine named after its file', () => {
    const choice = createLanguageModel({ localModel: local });
    expect(choice.kind).toBe('local');
    expect(choice.engineName).toBe('tiny.gguf (local model)');
    expect(choice.model.provider).toBe('polymath.local');
  });

  it('streams an answer as text deltas, with the tokens it used and why it stopped', async () => {
    const result = streamText({ model: local.model, ...question, maxOutputTokens: 12 });
    const deltas = await deltasOf(result);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('').trim()).toMatch(/^[a-z]+( [a-z]+)+$/);
    expect(await result.finishReason).toBe('length');
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(12);
    expect(usage.inputTokens).toBeGreaterThan(10);
  });

  it('answers a whole question at once, the same way each time', async () => {
    const first = await generateText({ model: local.model, ...question, maxOutputTokens: 8 });
    const second = await generateText({ model: local.model, ...question, maxOutputTokens: 8 });
    expect(first.text.trim().split(' ')).toHaveLength(8);
    expect(second.text).toBe(first.text);
  });

  it('stops generating soon after it is told to stop', async () => {
    const controller = new AbortController();
    const result = streamText({
      model: local.model,
      ...question,
      maxOutputTokens: 800,
      abortSignal: controller.signal,
      onError: () => undefined,
    });
    let deltas = 0;
    const started = Date.now();
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        deltas += 1;
        if (deltas === 3) controller.abort();
      }
    }
    expect(deltas).toBeLessThan(10);
    expect(Date.now() - started).toBeLessThan(5000);
    // The model is free again at once for the next question.
    const next = await generateText({ model: local.model, ...question, maxOutputTokens: 3 });
    expect(next.text.trim()).not.toBe('');
  });

  it('stops generating when the reader of its stream goes away', async () => {
    const { stream } = await local.model.doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Tell me everything.' }] }],
      maxOutputTokens: 800,
    });
    const reader = stream.getReader();
    for (let part = 0; part < 5; part += 1) await reader.read();
    await reader.cancel();
    const started = Date.now();
    await generateText({ model: local.model, ...question, maxOutputTokens: 3 });
    // The 800-token answer would hold the model for seconds; the next one starts at once.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers one question at a time, in the order they came', async () => {
    const order: string[] = [];
    const ask = (name: string) =>
      streamText({
        model: local.model,
        ...question,
        maxOutputTokens: 6,
        onChunk: ({ chunk }) => {
          if (chunk.type === 'text-delta') order.push(name);
        },
      }).text;
    await Promise.all([ask('first'), ask('second')]);
    expect(order).toEqual([...Array<string>(6).fill('first'), ...Array<string>(6).fill('second')]);
  });

  it('turns a question away at once when its queue is full', async () => {
    const slow = () =>
      generateText({ model: local.model, ...question, maxOutputTokens: 10, maxRetries: 0 });
    const running = [slow(), slow()];
    await expect(slow()).rejects.toBeInstanceOf(GenerationQueueFullError);
    await Promise.all(running);
  });

  it('refuses a place in line with 503 and Retry-After when every place is taken', () => {
    const places = [local.admission.admit(), local.admission.admit()];
    let refusal: unknown;
    try {
      local.admission.admit();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: LOCAL_MODEL_BUSY_MESSAGE,
      retryAfterSeconds: expect.any(Number) as number,
    });
    for (const place of places) place.release();
    local.admission.admit().release();
  });
});

describe('a model file that cannot run', () => {
  const start = (path: string) =>
    startLocalModel({ path, contextSize: 256, threads: 1, maxQueue: 0, maxAnswerTokens: 8 });

  it('names LOCAL_MODEL_PATH and model:pull when there is no file', async () => {
    const error = await start(join(folder, 'missing.gguf')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocalModelError);
    expect((error as Error).message).toMatch(
      /^LOCAL_MODEL_PATH: no model file at .*missing\.gguf\. Run `npm run model:pull`/,
    );
  });

  it('says a file of random bytes is not a GGUF model', async () => {
    const path = join(folder, 'random.gguf');
    await writeFile(path, randomBytes(4096));
    await expect(start(path)).rejects.toThrow(
      /^LOCAL_MODEL_PATH: .*random\.gguf is not a GGUF model file/,
    );
  });

  it('says which architecture llama.cpp does not know', async () => {
    const path = join(folder, 'alien.gguf');
    await writeTinyGguf(path, { architecture: 'nonexistent' });
    const error = await start(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocalModelError);
    expect((error as Error).message).toBe(
      "LOCAL_MODEL_PATH: alien.gguf could not be loaded: unknown model architecture: 'nonexistent'",
    );
  }, 30_000);
});

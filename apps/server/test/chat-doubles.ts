import { randomUUID } from 'node:crypto';
import type { ChatStreamRequest } from '@polymath/shared';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  SharedV3ProviderMetadata,
} from '@ai-sdk/provider';
import type { KnowledgeFinder, KnowledgeHit } from '../src/modules/chat/chat.ports';

/**
 * Test doubles for the chat flow: a model that streams a script (with pauses, a failure or a hang
 * where asked) and honours the abort signal like a real provider, and a knowledge store in memory.
 */

export interface ModelScript {
  /** The pieces of text streamed in order. */
  chunks: string[];
  /** Pause before each piece. */
  delayMs?: number;
  /** After this many pieces, the stream reports an error. */
  failAfter?: number;
  /** After this many pieces, the stream goes silent until aborted. */
  hangAfter?: number;
  /** Sent with the finish part (the built-in engine marks computed answers here). */
  providerMetadata?: SharedV3ProviderMetadata;
}

/** A scripted model; `calls` records what each call was given. */
export function scriptedModel(script: ModelScript): LanguageModelV3 & {
  calls: LanguageModelV3CallOptions[];
} {
  const calls: LanguageModelV3CallOptions[] = [];
  return {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'scripted',
    supportedUrls: {},
    calls,
    doGenerate: () => Promise.reject(new Error('the chat flow streams')),
    doStream: (options) => {
      calls.push(options);
      return Promise.resolve({ stream: scriptStream(script, options.abortSignal) });
    },
  };
}

function scriptStream(
  script: ModelScript,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV3StreamPart> {
  const pause = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    });
  return new ReadableStream<LanguageModelV3StreamPart>({
    async start(controller) {
      try {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 't' });
        for (const [index, chunk] of script.chunks.entries()) {
          if (index === script.failAfter) {
            controller.enqueue({ type: 'error', error: new Error('the provider failed') });
            controller.close();
            return;
          }
          if (index === script.hangAfter) await pause(2 ** 31 - 1);
          await pause(script.delayMs ?? 0);
          controller.enqueue({ type: 'text-delta', id: 't', delta: chunk });
        }
        controller.enqueue({ type: 'text-end', id: 't' });
        controller.enqueue({
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          ...(script.providerMetadata ? { providerMetadata: script.providerMetadata } : {}),
        });
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** A knowledge hit with sensible defaults. */
export function knowledgeHit(overrides: Partial<KnowledgeHit> = {}): KnowledgeHit {
  return {
    title: 'Eiffel Tower',
    content:
      'The Eiffel Tower is a wrought-iron lattice tower in Paris, France. It is 330 metres tall ' +
      'and was completed in 1889 for the World Fair.',
    excerpt: 'The Eiffel Tower is a wrought-iron lattice tower in Paris, France.',
    reliability: 0.9,
    sourceUrl: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
    ...overrides,
  };
}

/** A knowledge store that always finds the same hits (or waits forever when `hang` is set). */
export function fixedKnowledge(
  hits: KnowledgeHit[],
  options: { hang?: boolean } = {},
): KnowledgeFinder & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    findOrLearn: (question) => {
      questions.push(question.text);
      return options.hang ? new Promise<KnowledgeHit[]>(() => undefined) : Promise.resolve(hits);
    },
  };
}

/** A streamed chat request as the web app sends it, on a fresh request id. */
export function streamRequest(message = 'Tell me about tides'): ChatStreamRequest {
  return {
    requestId: randomUUID(),
    message,
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
  };
}

import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
  SharedV3ProviderMetadata,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { randomUUID } from 'node:crypto';
import {
  POLYMATH_PROVIDER_KEY,
  type PolymathAnswerMetadata,
  readPolymathContext,
} from '../adapters/ai/polymath-context';
import { yieldToEventLoop } from '../threads/yield-to-event-loop';
import type { BuiltInAnswer } from './answer-question';
import { answerQuestion } from './answer-question';
import { readLastUserText, splitIntoChunks } from './prompt-text';

/** The built-in engine's provider and model names, as the AI SDK reports them. */
export const BUILT_IN_PROVIDER = 'polymath';
export const BUILT_IN_MODEL_ID = 'polymath-built-in';

const FINISH_REASON: LanguageModelV3FinishReason = { unified: 'stop', raw: 'stop' };
// The engine has no tokenizer; unknown counts are honest, made-up ones would not be.
const USAGE: LanguageModelV3Usage = {
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  return options.tools?.length ? [{ type: 'unsupported', feature: 'tools' }] : [];
}

/**
 * The skills run on a turn of the event loop of their own: what led to the call (the knowledge
 * search, the prompt) and what follows it (the streamed reply) are work enough for one turn, and a
 * new server's first answers run cold code (100 ms and more).
 */
async function answer(options: LanguageModelV3CallOptions): Promise<BuiltInAnswer> {
  await yieldToEventLoop();
  options.abortSignal?.throwIfAborted();
  return answerQuestion(
    readLastUserText(options.prompt),
    readPolymathContext(options.providerOptions),
  );
}

/**
 * Tells the chat service how the answer was made (PolymathAnswerMetadata): `computed` marks answers
 * worked out by rule (they need no source to be trusted), `skill` names the skill, `citation` the
 * source sentence it leads with, `unanswered` an answer saying its sources lack the fact and
 * `needsModel` a refusal a language model would answer.
 */
function metadataFor(reply: BuiltInAnswer): SharedV3ProviderMetadata {
  const metadata: PolymathAnswerMetadata = {
    computed: reply.isComputed,
    skill: reply.skill,
    unanswered: reply.isUnanswered ?? false,
    claimless: reply.isClaimless ?? false,
    needsModel: reply.needsModel ?? false,
    ...(reply.citation ? { citation: reply.citation } : {}),
  };
  return { [POLYMATH_PROVIDER_KEY]: metadata };
}

/**
 * Polymath's offline engine behind the AI SDK's model interface: it answers the last user message
 * with its skills (math, dates, help, greetings, extractive answers from the call's sources) and
 * streams the reply word by word like any other provider.
 */
export class BuiltInLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = BUILT_IN_PROVIDER;
  readonly modelId = BUILT_IN_MODEL_ID;
  readonly supportedUrls = {};

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    options.abortSignal?.throwIfAborted();
    const reply = await answer(options);
    return {
      content: [{ type: 'text', text: reply.text }],
      finishReason: FINISH_REASON,
      usage: USAGE,
      providerMetadata: metadataFor(reply),
      warnings: warningsFor(options),
      response: { id: randomUUID(), timestamp: new Date(), modelId: BUILT_IN_MODEL_ID },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    options.abortSignal?.throwIfAborted();
    const textId = randomUUID();
    const reply = await answer(options);
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: warningsFor(options) },
      {
        type: 'response-metadata',
        id: randomUUID(),
        timestamp: new Date(),
        modelId: BUILT_IN_MODEL_ID,
      },
      { type: 'text-start', id: textId },
      ...splitIntoChunks(reply.text).map((delta): LanguageModelV3StreamPart => ({
        type: 'text-delta',
        id: textId,
        delta,
      })),
      { type: 'text-end', id: textId },
      {
        type: 'finish',
        finishReason: FINISH_REASON,
        usage: USAGE,
        providerMetadata: metadataFor(reply),
      },
    ];
    const signal = options.abortSignal;
    let next = 0;
    // One part per pull: the consumer's pace drives the stream, and a stop takes effect between
    // words. Each part is given on a turn of the event loop of its own, as a provider's arrive:
    // the reply is written out as it goes, and other requests are served between its words.
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      async pull(controller) {
        await yieldToEventLoop();
        if (signal?.aborted) {
          controller.error(signal.reason);
          return;
        }
        const part = parts[next];
        next += 1;
        if (part) controller.enqueue(part);
        if (next >= parts.length) controller.close();
      },
    });
    return { stream };
  }
}

import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { randomUUID } from 'node:crypto';
import type { LlamaChat, LlamaChatResponse } from 'node-llama-cpp';
import { toChatHistory } from './chat-history';
import type { GenerationQueue } from './generation-queue';
import type { LoadedLocalModel } from './load-local-model';

/** The provider name the AI SDK reports for answers of the local model. */
export const LOCAL_PROVIDER = 'polymath.local';

type StopReason = LlamaChatResponse['metadata']['stopReason'];

const FINISH_REASONS: Record<StopReason, LanguageModelV3FinishReason['unified']> = {
  eogToken: 'stop',
  stopGenerationTrigger: 'stop',
  customStopTrigger: 'stop',
  maxTokens: 'length',
  functionCalls: 'tool-calls',
  abort: 'other',
};

interface Generation {
  text: string;
  finishReason: LanguageModelV3FinishReason;
  usage: LanguageModelV3Usage;
}

/**
 * A GGUF model run inside the server by llama.cpp, behind the AI SDK's model interface. Answers are
 * generated one at a time through `queue`; an aborted call (the Stop button, a timeout) stops at
 * the next token, or leaves the queue if it was still waiting.
 */
export class LocalLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = LOCAL_PROVIDER;
  readonly modelId: string;
  readonly supportedUrls = {};
  private chat: LlamaChat | undefined;

  constructor(
    private readonly loaded: LoadedLocalModel,
    private readonly queue: GenerationQueue,
    // A small model can circle without ever ending its turn; every answer needs an end.
    private readonly maxAnswerTokens: number,
  ) {
    this.modelId = loaded.fileName;
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const result = await this.generate(options, () => undefined);
    return {
      content: [{ type: 'text', text: result.text }],
      finishReason: result.finishReason,
      usage: result.usage,
      warnings: warningsFor(options),
      response: { id: randomUUID(), timestamp: new Date(), modelId: this.modelId },
    };
  }

  doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    options.abortSignal?.throwIfAborted();
    const textId = randomUUID();
    // A reader that goes away (cancel) stops the generation too, instead of writing into a closed
    // stream until the answer ends.
    const cancel = new AbortController();
    const signal = options.abortSignal
      ? AbortSignal.any([options.abortSignal, cancel.signal])
      : cancel.signal;
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start: (controller) => {
        const enqueue = (part: LanguageModelV3StreamPart) => {
          if (!cancel.signal.aborted) controller.enqueue(part);
        };
        enqueue({ type: 'stream-start', warnings: warningsFor(options) });
        enqueue({
          type: 'response-metadata',
          id: randomUUID(),
          timestamp: new Date(),
          modelId: this.modelId,
        });
        let started = false;
        const onText = (delta: string) => {
          if (!started) enqueue({ type: 'text-start', id: textId });
          started = true;
          enqueue({ type: 'text-delta', id: textId, delta });
        };
        this.generate({ ...options, abortSignal: signal }, onText).then(
          (result) => {
            if (cancel.signal.aborted) return;
            if (started) enqueue({ type: 'text-end', id: textId });
            enqueue({ type: 'finish', finishReason: result.finishReason, usage: result.usage });
            controller.close();
          },
          (error: unknown) => {
            if (!cancel.signal.aborted) controller.error(error);
          },
        );
      },
      cancel: (reason) => cancel.abort(reason),
    });
    return Promise.resolve({ stream });
  }

  private generate(
    options: LanguageModelV3CallOptions,
    onText: (delta: string) => void,
  ): Promise<Generation> {
    const signal = options.abortSignal;
    const history = toChatHistory(options.prompt);
    return this.queue.run(async () => {
      signal?.throwIfAborted();
      const chat = (this.chat ??= this.loaded.createChat());
      const meter = chat.sequence.tokenMeter;
      const inputBefore = meter.usedInputTokens;
      const outputBefore = meter.usedOutputTokens;
      const response = await chat.generateResponse(history, {
        ...(signal ? { signal } : {}),
        onTextChunk: onText,
        maxTokens: Math.min(options.maxOutputTokens ?? Infinity, this.maxAnswerTokens),
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        ...(options.topP !== undefined ? { topP: options.topP } : {}),
        ...(options.topK !== undefined ? { topK: options.topK } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.stopSequences?.length ? { customStopTriggers: options.stopSequences } : {}),
      });
      const stopReason = response.metadata.stopReason;
      const inputTokens = meter.usedInputTokens - inputBefore;
      const outputTokens = meter.usedOutputTokens - outputBefore;
      return {
        text: response.response,
        finishReason: { unified: FINISH_REASONS[stopReason], raw: stopReason },
        usage: {
          // Only the tokens not already in the context from the previous answer are evaluated.
          inputTokens: {
            total: inputTokens,
            noCache: inputTokens,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
        },
      };
    }, signal);
  }
}

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  return options.tools?.length ? [{ type: 'unsupported', feature: 'tools' }] : [];
}

import { AppError, CHAT_FAILURE_MESSAGE, type ChatHistoryMessage } from '@polymath/shared';
import { streamText } from 'ai';
import type { AnswerCitation, PolymathCallContext } from '../../../adapters/ai/polymath-context';
import { readAnswerMetadata, toProviderOptions } from '../../../adapters/ai/polymath-context';
import { buildSystemPrompt } from '../../../adapters/ai/system-prompt';
import type { ChatDeps } from '../chat.deps';

export interface ModelRun {
  text: string;
  /** The engine computed the answer, so it needs no source to be trusted. */
  isComputed: boolean;
  /** The engine found its sources lack what was asked, and the answer says so. */
  isUnanswered: boolean;
  /** The engine says the answer states nothing to verify (a greeting, a refusal). */
  isClaimless: boolean;
  /** The engine could not do what was asked and a language model would: see `needsModel`. */
  needsModel: boolean;
  /** The source sentence the answer leads with, when the engine reported it. */
  citation: AnswerCitation | undefined;
  /** The Stop button ended the reply; `text` is what was written until then. */
  isStopped: boolean;
}

export interface ModelCall {
  messages: ChatHistoryMessage[];
  context: PolymathCallContext;
  stopSignal: AbortSignal | undefined;
  cancelSignal: AbortSignal | undefined;
  onText: ((text: string) => void) | undefined;
}

/**
 * Runs the model and collects its answer. A provider error or a reply slower than AI_TIMEOUT_MS
 * becomes UPSTREAM_FAILED with the chat error message; the Stop button keeps the text so far.
 */
export async function runModel(deps: ChatDeps, call: ModelCall): Promise<ModelRun> {
  const timeout = AbortSignal.timeout(deps.aiTimeoutMs);
  const signals = [timeout, call.stopSignal, call.cancelSignal].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  let text = '';
  let isComputed = false;
  let isUnanswered = false;
  let isClaimless = false;
  let needsModel = false;
  let citation: AnswerCitation | undefined;
  let failure: unknown;
  try {
    const result = streamText({
      model: deps.model,
      system: buildSystemPrompt(call.context),
      messages: call.messages,
      providerOptions: toProviderOptions(call.context),
      abortSignal: AbortSignal.any(signals),
      // The timeout covers the whole reply; a retry would only spend it twice.
      maxRetries: 0,
      // Errors arrive as `error` parts below; the SDK's default handler would print them to stderr.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        call.onText?.(part.text);
      } else if (part.type === 'finish-step') {
        // The built-in engine's account of its answer (PolymathAnswerMetadata); others send none.
        const metadata = readAnswerMetadata(part.providerMetadata);
        isComputed ||= metadata.computed;
        isUnanswered ||= metadata.unanswered;
        isClaimless ||= metadata.claimless;
        needsModel ||= metadata.needsModel;
        citation ??= metadata.citation;
      } else if (part.type === 'error') {
        failure = part.error;
      }
    }
  } catch (error) {
    failure = error;
  }

  const account = { text, isComputed, isUnanswered, isClaimless, needsModel, citation };
  if (call.stopSignal?.aborted && !timeout.aborted) return { ...account, isStopped: true };
  if (timeout.aborted) {
    throw new AppError('UPSTREAM_FAILED', {
      message: CHAT_FAILURE_MESSAGE,
      cause: new Error(`the model did not finish within ${deps.aiTimeoutMs} ms`),
    });
  }
  if (call.cancelSignal?.aborted) {
    throw new AppError('UNAVAILABLE', { message: 'The request was cancelled.', cause: failure });
  }
  if (failure !== undefined || text.trim().length === 0) {
    throw new AppError('UPSTREAM_FAILED', {
      message: CHAT_FAILURE_MESSAGE,
      cause: failure ?? new Error('the model returned no text'),
    });
  }
  return { ...account, isStopped: false };
}

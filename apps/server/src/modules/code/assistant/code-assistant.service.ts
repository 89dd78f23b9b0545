import {
  type AiCodeEditRequest,
  type AiCodeEditResponse,
  AppError,
  type ChatEnhancedRequest,
  type ChatEnhancedResponse,
  splitCodeMessage,
} from '@polymath/shared';
import { addressKeyOf, type Caller, clientKeyOf } from '../../../identity/caller';
import type { RateLimiter, RateRule } from '../../../limits/rate-limiter';
import { type AssistantModel, askCodeAssistant, askForEdit } from './assistant-model';
import { answerWithBuiltIn, editWithBuiltIn } from './built-in-answers';
import { extractCode } from './extract-code';

export interface CodeAssistantDeps {
  /** The connected model; undefined: the built-in engine answers what it can. */
  model: AssistantModel | undefined;
  /** Counts each generation against the caller's monthly allowance (the usage module). */
  allowance: { consume(caller: Caller, feature: 'codeGeneration'): Promise<void> };
  rates: Pick<RateLimiter, 'take'>;
  /** Requests a caller may make in a minute, and all guests at one address. */
  requestsPerMinute: number;
  guestAddressRequestsPerMinute: number;
  logger: { warn(details: object, message: string): void };
}

/** Vibe-Coding's assistant (000 §7): code written or changed for a request. */
export interface CodeAssistant {
  /** POST /api/chat-enhanced: code for a request, with the editor's code when it carries it. */
  chat(caller: Caller, request: ChatEnhancedRequest): Promise<ChatEnhancedResponse>;
  /** POST /api/ai-code-edit: one change to the code, or why it was not made. */
  edit(caller: Caller, request: AiCodeEditRequest): Promise<AiCodeEditResponse>;
}

const MODEL_UNAVAILABLE = 'The assistant could not answer just now. Please try again in a moment.';

/**
 * Counts one code generation (000 §5: 3 a month without Premium) for each program written for the
 * caller: a model's answer costs before it is asked, the built-in engine's starter once written.
 * The built-in engine's deterministic edits of the caller's own code (format, rename, comments,
 * var to let/const) and any refusal cost nothing, and stay available once the allowance is used.
 */
export function createCodeAssistant(deps: CodeAssistantDeps): CodeAssistant {
  async function pace(caller: Caller): Promise<void> {
    const rules: RateRule[] = [
      {
        key: `code-assistant:${clientKeyOf(caller)}`,
        limit: deps.requestsPerMinute,
        windowSeconds: 60,
      },
    ];
    if (caller.kind === 'guest') {
      rules.push({
        key: `code-assistant:${addressKeyOf(caller)}`,
        limit: deps.guestAddressRequestsPerMinute,
        windowSeconds: 60,
      });
    }
    if (!(await deps.rates.take(rules))) {
      throw new AppError('RATE_LIMITED', {
        message:
          'You have asked the code assistant many times in the last minute. Please wait a moment.',
        retryAfterSeconds: 60,
      });
    }
  }

  async function askModel(call: () => Promise<string>): Promise<string> {
    try {
      return await call();
    } catch (error) {
      deps.logger.warn({ err: error }, 'The code assistant model failed');
      throw new AppError('UNAVAILABLE', { message: MODEL_UNAVAILABLE, retryAfterSeconds: 5 });
    }
  }

  return {
    async chat(caller, request) {
      await pace(caller);
      const parts = splitCodeMessage(request.message);
      const { model } = deps;
      if (!model) {
        const answer = await answerWithBuiltIn(parts);
        if (answer.isStarter) await deps.allowance.consume(caller, 'codeGeneration');
        return answer.response;
      }
      await deps.allowance.consume(caller, 'codeGeneration');
      const text = await askModel(() =>
        askCodeAssistant(model, request.message, request.conversationHistory),
      );
      const extracted = extractCode(text, parts.language);
      if (!extracted) return { message: text, isCodeResponse: false };
      const language = extracted.language ?? parts.language;
      return {
        message: extracted.message || 'Here is the code.',
        code: extracted.code,
        ...(language ? { language } : {}),
        isCodeResponse: true,
      };
    },

    async edit(caller, request) {
      await pace(caller);
      const { model } = deps;
      if (!model) {
        const edit = await editWithBuiltIn(request);
        if (!edit.ok) return { success: false, error: edit.reason };
        if (edit.isStarter) await deps.allowance.consume(caller, 'codeGeneration');
        return { success: true, editedCode: edit.code, explanation: edit.explanation };
      }
      await deps.allowance.consume(caller, 'codeGeneration');
      const text = await askModel(() => askForEdit(model, request));
      const extracted = extractCode(text, request.language);
      if (!extracted) {
        return { success: false, error: "The model's reply had no code to apply" };
      }
      if (extracted.code.trim() === request.currentCode.trim()) {
        return { success: false, error: 'The model returned the code unchanged.' };
      }
      return {
        success: true,
        editedCode: extracted.code,
        explanation: extracted.message || 'The model edited the code.',
      };
    },
  };
}

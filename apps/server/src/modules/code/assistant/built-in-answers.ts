import type { ChatEnhancedResponse, CodeMessageParts } from '@polymath/shared';
import { editWithBuiltIn, languageNamedIn, starterFor } from './built-in';

export { editWithBuiltIn } from './built-in';

/** What the built-in engine answers a request that is neither a starter nor an edit of code. */
export const BUILT_IN_NEEDS_MODEL =
  'The built-in engine writes starter programs (hello world, and functions that add two ' +
  'numbers, reverse a string, compute a factorial or Fibonacci numbers, check for primes or ' +
  'play FizzBuzz) in any of the nine languages, and edits code you have: format, rename, ' +
  'remove comments, add a comment you dictate, var to let/const. Other programs need a ' +
  'connected model: the operator sets AI_BASE_URL.';

/** The built-in engine's chat-enhanced answer, and whether it wrote a new program. */
export interface BuiltInAnswer {
  response: ChatEnhancedResponse;
  /**
   * A starter program written from the templates: a code generation. An edit of the code the
   * request carries (format, rename, comments, var to let/const) is a deterministic change to the
   * user's own code, and an answer in words is neither.
   */
  isStarter: boolean;
}

/**
 * The built-in engine's chat-enhanced answer: a starter when the request asks for one it knows
 * (in the language it names, else the editor's), otherwise the edit of the carried code, otherwise
 * what it can do. Never code it did not change.
 */
export async function answerWithBuiltIn(parts: CodeMessageParts): Promise<BuiltInAnswer> {
  const current = parts.language ?? 'javascript';
  const starter = starterFor(parts.request, languageNamedIn(parts.request) ?? current);
  if (starter) {
    const response: ChatEnhancedResponse = {
      message: starter.explanation,
      code: starter.code,
      language: starter.language,
      isCodeResponse: true,
    };
    return { response, isStarter: true };
  }
  if (parts.code === undefined || parts.code.trim() === '') {
    return { response: { message: BUILT_IN_NEEDS_MODEL, isCodeResponse: false }, isStarter: false };
  }
  const edit = await editWithBuiltIn({
    currentCode: parts.code,
    language: current,
    editRequest: parts.request,
  });
  if (!edit.ok)
    return { response: { message: edit.reason, isCodeResponse: false }, isStarter: false };
  return {
    response: {
      message: edit.explanation,
      code: edit.code,
      language: current,
      isCodeResponse: true,
    },
    isStarter: edit.isStarter === true,
  };
}

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

/**
 * The built-in engine's chat-enhanced answer: a starter when the request asks for one it knows
 * (in the language it names, else the editor's), otherwise the edit of the carried code, otherwise
 * what it can do. Never code it did not change.
 */
export async function answerWithBuiltIn(parts: CodeMessageParts): Promise<ChatEnhancedResponse> {
  const current = parts.language ?? 'javascript';
  const starter = starterFor(parts.request, languageNamedIn(parts.request) ?? current);
  if (starter) {
    return {
      message: starter.explanation,
      code: starter.code,
      language: starter.language,
      isCodeResponse: true,
    };
  }
  if (parts.code === undefined || parts.code.trim() === '') {
    return { message: BUILT_IN_NEEDS_MODEL, isCodeResponse: false };
  }
  const edit = await editWithBuiltIn({
    currentCode: parts.code,
    language: current,
    editRequest: parts.request,
  });
  if (!edit.ok) return { message: edit.reason, isCodeResponse: false };
  return { message: edit.explanation, code: edit.code, language: current, isCodeResponse: true };
}

import {
  CHAT,
  type ChatHistoryMessage,
  type CodeLanguage,
  messageWithCode,
} from '@polymath/shared';
import type { ApiFailure } from '@/lib/api-result';
import { askCodeAssistant, editCodeWithAi } from '../api/code-assistant';

/** What an AI edit came to. */
export type AiEditOutcome =
  /** New code for the editor (in `language`), with what the assistant said of it. */
  | { kind: 'code'; code: string; language: CodeLanguage; message: string }
  /** Words only: an answer, or why the change was not made. */
  | { kind: 'message'; message: string }
  /** The allowance is used up: the limit dialog says so. */
  | { kind: 'limited'; message: string }
  /** The edit failed, in the words of 000 §8. */
  | { kind: 'failed'; message: string };

function failureOf(failure: ApiFailure): AiEditOutcome {
  const { code, message } = failure.error;
  if (code === 'LIMIT_REACHED' || code === 'GUEST_LIMIT') return { kind: 'limited', message };
  return { kind: 'failed', message: `AI Edit Error: ${message}` };
}

/**
 * The AI code editor's request (000 §7): the request with the current code goes to the code
 * assistant (chat-enhanced); an answer with neither code nor words falls back to the standard edit
 * endpoint, whose refusal reads 'AI Edit Failed: error'.
 */
export async function requestAiEdit(edit: {
  code: string;
  language: CodeLanguage;
  request: string;
  history: readonly ChatHistoryMessage[];
}): Promise<AiEditOutcome> {
  const assisted = await askCodeAssistant({
    message: messageWithCode(edit.request, edit.code, edit.language),
    conversationHistory: edit.history.slice(-CHAT.historyMessages),
  });
  if (!assisted.ok) return failureOf(assisted);
  const { code, language, message } = assisted.data;
  if (code !== undefined) {
    return { kind: 'code', code, language: language ?? edit.language, message };
  }
  if (message.trim() !== '') return { kind: 'message', message };

  const edited = await editCodeWithAi({
    currentCode: edit.code,
    language: edit.language,
    editRequest: edit.request,
  });
  if (!edited.ok) return failureOf(edited);
  if (!edited.data.success) {
    return { kind: 'failed', message: `AI Edit Failed: ${edited.data.error}` };
  }
  return {
    kind: 'code',
    code: edited.data.editedCode,
    language: edit.language,
    message: edited.data.explanation,
  };
}

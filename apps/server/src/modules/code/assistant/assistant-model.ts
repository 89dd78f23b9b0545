import type { LanguageModelV3 } from '@ai-sdk/provider';
import {
  CODE_LANGUAGE_LABELS,
  type ChatHistoryMessage,
  type CodeLanguage,
  messageWithCode,
} from '@polymath/shared';
import { generateText } from 'ai';
import type { EngineAdmission } from '../../../adapters/ai';

/** The connected model (OpenAI-compatible or a local file) that writes and edits code. */
export interface AssistantModel {
  model: LanguageModelV3;
  /** A local model answers one request at a time: a code request waits its turn like a question. */
  admission?: EngineAdmission | undefined;
  /** One model call may take this long (AI_TIMEOUT_MS). */
  timeoutMs: number;
}

const RUNS_WHERE =
  'The editor runs JavaScript, TypeScript, Python, Java (the class is public class Main), C++, ' +
  'Rust and Go on the server, and shows HTML and CSS in a live preview.';

const ASSISTANT_SYSTEM =
  "You are Polymath's code assistant in the Vibe-Coding editor. When the user asks for code or " +
  'for a change to their code, answer with the complete program in one fenced code block tagged ' +
  'with its language, then at most three sentences on what it does or what changed. When the ' +
  `question needs no code, answer briefly without a code block. ${RUNS_WHERE}`;

const EDIT_SYSTEM =
  'You edit code. Apply exactly the requested change and keep everything else as it is. Answer ' +
  'with the whole edited program in one fenced code block tagged with its language, then one or ' +
  `two sentences saying what you changed. ${RUNS_WHERE}`;

async function ask(
  model: AssistantModel,
  system: string,
  messages: { role: 'user' | 'assistant'; content: string }[],
): Promise<string> {
  const place = model.admission?.admit();
  try {
    const { text } = await generateText({
      model: model.model,
      system,
      messages,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(model.timeoutMs),
    });
    return text.trim();
  } finally {
    place?.release();
  }
}

/** The model's answer to a chat-enhanced message (the request with the editor's code). */
export function askCodeAssistant(
  model: AssistantModel,
  message: string,
  history: readonly ChatHistoryMessage[],
): Promise<string> {
  const earlier = history
    .filter((entry) => entry.role === 'user' || entry.role === 'assistant')
    .map((entry) => ({ role: entry.role, content: entry.content }));
  return ask(model, ASSISTANT_SYSTEM, [...earlier, { role: 'user', content: message }]);
}

/** The model's answer to one edit of the code: the whole edited program in a fence. */
export function askForEdit(
  model: AssistantModel,
  edit: { currentCode: string; language: CodeLanguage; editRequest: string },
): Promise<string> {
  const request = `Change this ${CODE_LANGUAGE_LABELS[edit.language]} code: ${edit.editRequest}`;
  return ask(model, EDIT_SYSTEM, [
    { role: 'user', content: messageWithCode(request, edit.currentCode, edit.language) },
  ]);
}

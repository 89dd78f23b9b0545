import {
  CODE_LANGUAGE_LABELS,
  type ChatHistoryMessage,
  type CodeLanguage,
  messageWithCode,
} from '@polymath/shared';
import { askConnectedModel, type ConnectedModel } from '../../../adapters/ai/connected-model';

/** The connected model (OpenAI-compatible or a local file) that writes and edits code. */
export type AssistantModel = ConnectedModel;

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

/** The model's answer to a chat-enhanced message (the request with the editor's code). */
export function askCodeAssistant(
  model: AssistantModel,
  message: string,
  history: readonly ChatHistoryMessage[],
): Promise<string> {
  const earlier = history
    .filter((entry) => entry.role === 'user' || entry.role === 'assistant')
    .map((entry) => ({ role: entry.role, content: entry.content }));
  return askConnectedModel(model, {
    system: ASSISTANT_SYSTEM,
    messages: [...earlier, { role: 'user', content: message }],
  });
}

/** The model's answer to one edit of the code: the whole edited program in a fence. */
export function askForEdit(
  model: AssistantModel,
  edit: { currentCode: string; language: CodeLanguage; editRequest: string },
): Promise<string> {
  const request = `Change this ${CODE_LANGUAGE_LABELS[edit.language]} code: ${edit.editRequest}`;
  return askConnectedModel(model, {
    system: EDIT_SYSTEM,
    messages: [
      { role: 'user', content: messageWithCode(request, edit.currentCode, edit.language) },
    ],
  });
}

import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { ChatHistoryItem } from 'node-llama-cpp';

/**
 * The AI SDK's prompt as the model's chat: system, user and assistant turns in order, ending with
 * an empty model turn for the answer. The model's chat template (read from the GGUF file) renders
 * it, so every model gets the markup it was trained on. Files and tool parts have no place in a
 * text-only local model and are left out.
 */
export function toChatHistory(prompt: LanguageModelV3Prompt): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = [];
  for (const message of prompt) {
    if (message.role === 'system') {
      append(history, { type: 'system', text: message.content });
    } else if (message.role === 'user') {
      append(history, { type: 'user', text: textOf(message.content) });
    } else if (message.role === 'assistant') {
      append(history, { type: 'model', response: [textOf(message.content)] });
    }
  }
  history.push({ type: 'model', response: [] });
  return history;
}

function textOf(parts: readonly { type: string; text?: string }[]): string {
  return parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('');
}

/** Two turns of the same kind in a row become one: chat templates expect them to alternate. */
function append(history: ChatHistoryItem[], item: ChatHistoryItem): void {
  const last = history.at(-1);
  if (
    last?.type === 'system' &&
    item.type === 'system' &&
    typeof last.text === 'string' &&
    typeof item.text === 'string'
  ) {
    last.text = `${last.text}\n\n${item.text}`;
  } else if (last?.type === 'user' && item.type === 'user') {
    last.text = `${last.text}\n\n${item.text}`;
  } else if (last?.type === 'model' && item.type === 'model') {
    last.response.push('\n\n', ...item.response);
  } else {
    history.push(item);
  }
}

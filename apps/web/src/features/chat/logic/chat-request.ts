import {
  CHAT,
  type ChatHistoryMessage,
  type ChatStreamRequest,
  type CodingMode,
  type GenerationMode,
} from '@polymath/shared';
import type { ChatMessage, ReplyReference } from './chat-message';

/** The model choice the client sends: let the server pick (000 §7). */
export const UNIFIED_MODEL = 'unified';

/** The last CHAT.historyMessages messages that carry text, as the request's history. */
export function buildHistory(messages: readonly ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((message) => message.content.trim() !== '' && message.status !== 'error')
    .slice(-CHAT.historyMessages)
    .map(({ role, content }) => ({ role, content }));
}

/** A reply quotes the message it answers, so the model sees what "this" refers to. */
export function withReplyQuote(text: string, replyTo: ReplyReference | undefined): string {
  if (replyTo === undefined) return text;
  const quote = replyTo.preview
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${quote}\n\n${text}`;
}

/** Everything of a chat request except its request id. */
export function buildChatRequest(options: {
  message: string;
  history: readonly ChatMessage[];
  generationMode: GenerationMode;
  codingMode: CodingMode;
  regenerate?: boolean;
}): Omit<ChatStreamRequest, 'requestId'> {
  return {
    message: options.message,
    generationMode: options.generationMode,
    codingMode: options.codingMode,
    conversationHistory: buildHistory(options.history),
    aiModel: UNIFIED_MODEL,
    regenerate: options.regenerate ?? false,
  };
}

import {
  CHAT,
  type ChatHistoryMessage,
  type ChatStreamRequest,
  type CodingMode,
  type GenerationMode,
  type MessageAnalysis,
} from '@polymath/shared';
import type { ChatMessage, ReplyReference } from './chat-message';

/** The model choice the client sends: let the server pick (000 §7). */
export const UNIFIED_MODEL = 'unified';

const MODERATE_MIN_WORDS = 12;
const COMPLEX_MIN_WORDS = 40;
const WEB_SEARCH_PATTERN = /\b(latest|today|news|current|recent|this (week|year)|price of)\b/i;

/** The last CHAT.historyMessages messages that carry text, as the request's history. */
export function buildHistory(messages: readonly ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((message) => message.content.trim() !== '' && message.status !== 'error')
    .slice(-CHAT.historyMessages)
    .map(({ role, content }) => ({ role, content }));
}

/** The client's quick reading of a message, sent along as a hint (000 §3). */
export function analyzeMessage(text: string): MessageAnalysis {
  const wordCount = text.split(/\s+/).filter(Boolean).length;
  let complexity: MessageAnalysis['complexity'] = 'simple';
  if (wordCount >= COMPLEX_MIN_WORDS) complexity = 'complex';
  else if (wordCount >= MODERATE_MIN_WORDS) complexity = 'moderate';
  return {
    complexity,
    requiresWebSearch: WEB_SEARCH_PATTERN.test(text),
    hasQuestions: text.includes('?'),
    wordCount,
  };
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
    messageAnalysis: analyzeMessage(options.message),
    regenerate: options.regenerate ?? false,
  };
}

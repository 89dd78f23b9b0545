import {
  CHAT,
  categorizeMessage,
  type CodingMode,
  type GenerationMode,
  plainTextOfMarkdown,
} from '@polymath/shared';
import { createId } from '@/lib/create-id';
import { buildChatRequest, withReplyQuote } from './chat-request';
import type { ChatMessage, ReplyReference } from './chat-message';
import { applyGenerationMode } from './generation-mode';
import { createRequestId } from './request-id';

/** How a question is asked. */
export interface QuestionOptions {
  generationMode: GenerationMode;
  codingMode: CodingMode;
  replyTo?: ReplyReference;
}

/**
 * The first CHAT.replyPreviewChars characters of a message as it reads, for a reply-to preview:
 * plain text on one line, not the Markdown of a formatted answer.
 */
export function replyPreviewOf(message: Pick<ChatMessage, 'id' | 'content'>): ReplyReference {
  const text = plainTextOfMarkdown(message.content).replace(/\s+/g, ' ').trim();
  return { messageId: message.id, preview: text.slice(0, CHAT.replyPreviewChars) };
}

/** A queued assistant message that will carry the answer to `message`. */
export function createQueuedReply(
  message: string,
  history: readonly ChatMessage[],
  options: QuestionOptions & { regenerate?: boolean },
): ChatMessage {
  return {
    id: createId(),
    role: 'assistant',
    content: '',
    timestamp: new Date().toISOString(),
    status: 'queued',
    requestId: createRequestId(),
    loadingCategory: categorizeMessage(message),
    pendingRequest: buildChatRequest({ message, history, ...options }),
  };
}

/**
 * The conversation after the user asks `text`: their message, then a queued reply. The text sent
 * carries the generation-mode prefix and, for a reply, a quote of the message answered.
 */
export function appendQuestion(
  messages: readonly ChatMessage[],
  text: string,
  options: QuestionOptions,
): ChatMessage[] {
  const content = text.trim();
  const userMessage: ChatMessage = {
    id: createId(),
    role: 'user',
    content,
    timestamp: new Date().toISOString(),
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
  };
  const sent = withReplyQuote(
    applyGenerationMode(content, options.generationMode),
    options.replyTo,
  );
  return [...messages, userMessage, createQueuedReply(sent, messages, options)];
}

/**
 * The conversation after asking again for the answer at `index`: a new queued reply in its place,
 * with the history before the question and `regenerate` set. Unchanged when there is no question.
 */
export function replaceWithRegenerated(
  messages: readonly ChatMessage[],
  index: number,
  options: QuestionOptions,
): ChatMessage[] {
  const question = messages[index - 1];
  if (question?.role !== 'user' || messages[index]?.role !== 'assistant') return [...messages];
  const sent = withReplyQuote(
    applyGenerationMode(question.content, options.generationMode),
    question.replyTo,
  );
  const reply = createQueuedReply(sent, messages.slice(0, index - 1), {
    ...options,
    regenerate: true,
  });
  return [...messages.slice(0, index), reply, ...messages.slice(index + 1)];
}

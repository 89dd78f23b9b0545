import { z } from 'zod';
import type { Message } from '../chat/message.schemas';
import { CountSchema, IdSchema, TimestampSchema } from '../common/common.schemas';
import { CONVERSATION_PREVIEW_CHARS } from '../constants';
import { CONVERSATION_TITLE_MAX_CHARS, type Conversation } from './conversation.schemas';
import { plainTextOfMarkdown } from '../text/plain-text';

/**
 * What a list shows of a stored conversation, without its messages: a list stays small however
 * long the conversations are, and a whole conversation is fetched one at a time.
 */
export const ConversationSummarySchema = z.object({
  id: IdSchema,
  title: z.string().max(CONVERSATION_TITLE_MAX_CHARS),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema,
  messageCount: CountSchema,
  /** The last message's plain text (previewOfLastMessage); empty when there is none. */
  preview: z.string(),
  /** What the stored conversation counts against its owner's storage quota. */
  sizeBytes: CountSchema,
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

// An answer is markdown; a one-line preview shows its text, not the marks around it.
/**
 * The last message's first CONVERSATION_PREVIEW_CHARS characters (000 §2 Conversations list), with
 * an ellipsis when it was cut, without the markdown marks of a formatted answer; '' without messages.
 */
export function previewOfLastMessage(messages: readonly Pick<Message, 'content'>[]): string {
  const lastMessage = messages.at(-1);
  if (!lastMessage) return '';
  const content = plainTextOfMarkdown(lastMessage.content).replace(/\s+/g, ' ').trim();
  if (content.length <= CONVERSATION_PREVIEW_CHARS) return content;
  return `${content.slice(0, CONVERSATION_PREVIEW_CHARS)}...`;
}

/** The summary of a conversation that takes `sizeBytes` to store. */
export function summarizeConversation(
  conversation: Conversation,
  sizeBytes: number,
): ConversationSummary {
  return {
    id: conversation.id,
    title: conversation.title,
    ...(conversation.createdAt ? { createdAt: conversation.createdAt } : {}),
    updatedAt: conversation.updatedAt,
    messageCount: conversation.messages.length,
    preview: previewOfLastMessage(conversation.messages),
    sizeBytes,
  };
}

import { z } from 'zod';
import { CountSchema, IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { MessageSchema } from '../chat/message.schemas';
import { ExtractedContextSchema } from './context.schemas';

/** The longest title a conversation may have (a rename is cut to it). */
export const CONVERSATION_TITLE_MAX_CHARS = 200;

/**
 * A conversation, in the chat (000 §3: id, title, messages, updatedAt) and in the conversation store
 * (001 §3), which adds the rest. The store's fields are optional so that the chat's plain form
 * parses too; the store fills them when it saves.
 */
export const ConversationSchema = z.object({
  id: IdSchema,
  /** Empty until the first user message sets it; lists then show 'Untitled Conversation'. */
  title: z.string().max(CONVERSATION_TITLE_MAX_CHARS),
  messages: z.array(MessageSchema),
  updatedAt: TimestampSchema,
  createdAt: TimestampSchema.optional(),
  /** A short summary of what was discussed. */
  summary: z.string().optional(),
  /** The context merged from its messages' extracted contexts. */
  context: ExtractedContextSchema.optional(),
  archived: z.boolean().optional(),
  topics: z.array(z.string()).optional(),
  messageCount: CountSchema.optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A rename: ignored when blank after trimming (001 §5). */
export const RenameConversationSchema = z.object({
  title: nonBlankText('Title cannot be blank').max(CONVERSATION_TITLE_MAX_CHARS),
});
export type RenameConversation = z.infer<typeof RenameConversationSchema>;

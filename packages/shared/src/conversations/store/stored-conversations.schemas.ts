import { z } from 'zod';
import { CONVERSATION_STORE } from '../../constants';
import { IdSchema } from '../../common/common.schemas';
import { ConversationSchema } from '../conversation.schemas';
import { GlobalContextSchema } from '../context.schemas';

/**
 * The conversation store as persisted under STORAGE_KEYS.conversations (001 §9, version 2). It
 * always holds at least one conversation, and the active id names one of them.
 */
export const StoredConversationsSchema = z
  .object({
    version: z.literal(CONVERSATION_STORE.version),
    conversations: z.array(ConversationSchema).min(1),
    activeConversationId: IdSchema,
    globalContext: GlobalContextSchema,
  })
  .refine((store) => store.conversations.some(({ id }) => id === store.activeConversationId), {
    message: 'The active conversation must be one of the conversations',
  });
export type StoredConversations = z.infer<typeof StoredConversationsSchema>;

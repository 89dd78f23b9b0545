import { z } from 'zod';
import { IdSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';
import { ConversationSchema } from './conversation.schemas';

/**
 * A signed-in user's conversations on the server, so a reload or another browser sees them
 * (guests' stay in their browser). Each user has their own id space: the same conversation id
 * under two accounts is two conversations, and no call reaches another user's.
 */
export const CONVERSATION_SYNC = {
  /** Conversations per page when the client does not say. */
  pageDefault: 20,
  pageMax: 50,
  /** A long conversation is big; its upload may be larger than other bodies. */
  maxBodyBytes: 16 * 1024 * 1024,
  /** The browser gathers changes for this long before saving them to the server. */
  saveDelayMs: 1500,
} as const;

/** GET /api/conversations query: most recently updated first, one page at a time. */
export const ConversationPageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_SYNC.pageMax)
    .default(CONVERSATION_SYNC.pageDefault),
  /** The previous page's nextCursor. */
  cursor: z.string().min(1).max(200).optional(),
});
export type ConversationPageQuery = z.infer<typeof ConversationPageQuerySchema>;

/** One page of conversations; nextCursor is null on the last page. */
export const ConversationPageSchema = z.object({
  conversations: z.array(ConversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const ConversationIdParamsSchema = z.object({ id: IdSchema });

/** A saved conversation. */
export const SavedConversationSchema = z.object({ conversation: ConversationSchema });

/** GET /api/conversations (bearer). */
export const listConversationsContract = defineContract({
  method: 'GET',
  path: '/api/conversations',
  summary: "The signed-in user's conversations, most recently updated first",
  query: ConversationPageQuerySchema,
  response: ConversationPageSchema,
});

/** PUT /api/conversations/:id (bearer): creates or replaces the conversation; body id = path id. */
export const saveConversationContract = defineContract({
  method: 'PUT',
  path: '/api/conversations/:id',
  summary: 'Save a conversation',
  params: ConversationIdParamsSchema,
  body: ConversationSchema,
  response: SavedConversationSchema,
});

/** DELETE /api/conversations/:id (bearer). */
export const deleteConversationContract = defineContract({
  method: 'DELETE',
  path: '/api/conversations/:id',
  summary: 'Delete a conversation',
  params: ConversationIdParamsSchema,
  response: z.object({ success: z.literal(true) }),
});

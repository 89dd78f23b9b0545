import { z } from 'zod';
import { IdSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';
import { ConversationSchema } from './conversation.schemas';
import { ConversationSummarySchema } from './conversation-summary';
import { StorageUsageSchema } from './storage-usage.schemas';

/**
 * A signed-in user's conversations on the server, so a reload or another browser sees them
 * (guests' stay in their browser). Each user has their own id space: the same conversation id
 * under two accounts is two conversations, and no call reaches another user's. Lists carry
 * summaries; a whole conversation is read one at a time. What is stored counts against the
 * user's storage quota.
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

/**
 * One page of conversation summaries (never their messages); nextCursor is null on the last page.
 * Every page carries the user's storage usage.
 */
export const ConversationPageSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable(),
  usage: StorageUsageSchema,
});
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const ConversationIdParamsSchema = z.object({ id: IdSchema });

/** One whole conversation. */
export const ConversationResponseSchema = z.object({ conversation: ConversationSchema });

/** A saved conversation (with any reply the server finished meanwhile), and the usage after it. */
export const SavedConversationSchema = z.object({
  conversation: ConversationSchema,
  usage: StorageUsageSchema,
});
export type SavedConversation = z.infer<typeof SavedConversationSchema>;

/** A deleted conversation: the usage after the space it took was freed. */
export const DeletedConversationSchema = z.object({
  success: z.literal(true),
  usage: StorageUsageSchema,
});

/** GET /api/conversations (bearer): summaries and storage usage. */
export const listConversationsContract = defineContract({
  method: 'GET',
  path: '/api/conversations',
  summary: "Summaries of the signed-in user's conversations, most recently updated first",
  query: ConversationPageQuerySchema,
  response: ConversationPageSchema,
});

/** GET /api/conversations/:id (bearer): one whole conversation; 404 when the user has none by that id. */
export const getConversationContract = defineContract({
  method: 'GET',
  path: '/api/conversations/:id',
  summary: 'One whole conversation',
  params: ConversationIdParamsSchema,
  response: ConversationResponseSchema,
});

/**
 * PUT /api/conversations/:id (bearer): creates or replaces the conversation; body id = path id.
 * 413 QUOTA_EXCEEDED when it would take the user past their storage quota or conversation limit;
 * the stored copy then stays as it was.
 */
export const saveConversationContract = defineContract({
  method: 'PUT',
  path: '/api/conversations/:id',
  summary: 'Save a conversation',
  params: ConversationIdParamsSchema,
  body: ConversationSchema,
  response: SavedConversationSchema,
});

/** DELETE /api/conversations/:id (bearer): frees the space it took. */
export const deleteConversationContract = defineContract({
  method: 'DELETE',
  path: '/api/conversations/:id',
  summary: 'Delete a conversation',
  params: ConversationIdParamsSchema,
  response: DeletedConversationSchema,
});

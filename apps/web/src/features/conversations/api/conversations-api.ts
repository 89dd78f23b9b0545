import {
  CONVERSATION_SYNC,
  deleteConversationContract,
  getConversationContract,
  listConversationsContract,
  saveConversationContract,
  type Conversation,
  type ConversationSummary,
  type SavedConversation,
  type StorageUsage,
} from '@polymath/shared';
import { apiClient, type ApiResult } from '@/lib/api-client';

/** Every conversation the server keeps for the user, as summaries, and their storage usage. */
export interface ServerConversationList {
  summaries: ConversationSummary[];
  usage: StorageUsage;
}

/** The server calls the conversation sync makes; tests hand in their own. */
export interface ConversationsApi {
  /** The summaries of every conversation of the signed-in user (all pages; no messages). */
  listSummaries(): Promise<ApiResult<ServerConversationList>>;
  /** One whole conversation. */
  get(id: string): Promise<ApiResult<{ conversation: Conversation }>>;
  /** Saves a conversation; 413 QUOTA_EXCEEDED when the user's storage is full. */
  save(conversation: Conversation): Promise<ApiResult<SavedConversation>>;
  remove(id: string): Promise<ApiResult<{ success: true; usage: StorageUsage }>>;
}

/** A long conversation takes a while to upload, or download, on a slow connection. */
const TRANSFER_TIMEOUT_MS = 60_000;

/** The signed-in user's conversations on this server (bearer token from the api client). */
export const conversationsApi: ConversationsApi = {
  async listSummaries() {
    const summaries: ConversationSummary[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await apiClient.call(listConversationsContract, {
        query: { limit: CONVERSATION_SYNC.pageMax, ...(cursor ? { cursor } : {}) },
      });
      if (!page.ok) return page;
      summaries.push(...page.data.conversations);
      if (page.data.nextCursor === null) {
        return { ...page, data: { summaries, usage: page.data.usage } };
      }
      cursor = page.data.nextCursor;
    }
  },
  get: (id) =>
    apiClient.call(getConversationContract, { params: { id } }, { timeoutMs: TRANSFER_TIMEOUT_MS }),
  save: (conversation) =>
    apiClient.call(
      saveConversationContract,
      { params: { id: conversation.id }, body: conversation },
      { timeoutMs: TRANSFER_TIMEOUT_MS },
    ),
  remove: (id) => apiClient.call(deleteConversationContract, { params: { id } }),
};

import {
  CONVERSATION_SYNC,
  deleteConversationContract,
  listConversationsContract,
  saveConversationContract,
  type Conversation,
} from '@polymath/shared';
import { apiClient, type ApiResult } from '@/lib/api-client';

/** The server calls the conversation sync makes; tests hand in their own. */
export interface ConversationsApi {
  /** Every conversation of the signed-in user, all pages. */
  listAll(): Promise<ApiResult<Conversation[]>>;
  save(conversation: Conversation): Promise<ApiResult<{ conversation: Conversation }>>;
  remove(id: string): Promise<ApiResult<{ success: true }>>;
}

/** A long conversation takes a while to upload on a slow connection. */
const SAVE_TIMEOUT_MS = 60_000;

/** The signed-in user's conversations on this server (bearer token from the api client). */
export const conversationsApi: ConversationsApi = {
  async listAll() {
    const conversations: Conversation[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await apiClient.call(listConversationsContract, {
        query: { limit: CONVERSATION_SYNC.pageMax, ...(cursor ? { cursor } : {}) },
      });
      if (!page.ok) return page;
      conversations.push(...page.data.conversations);
      if (page.data.nextCursor === null) return { ...page, data: conversations };
      cursor = page.data.nextCursor;
    }
  },
  save: (conversation) =>
    apiClient.call(
      saveConversationContract,
      { params: { id: conversation.id }, body: conversation },
      { timeoutMs: SAVE_TIMEOUT_MS },
    ),
  remove: (id) => apiClient.call(deleteConversationContract, { params: { id } }),
};
